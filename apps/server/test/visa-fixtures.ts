// Shared by the visa order tests: a 日本 single-entry tourist visa (北京领区, ¥350 each), an
// applicant, the submit body, multipart material uploads and the order's cases.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  VisaOrderPath,
  productPart,
  type OrderDetail,
  type VisaApplicantInput,
  type VisaApplicationSubmitBody,
  type VisaApplicationSubmitResult,
  type VisaCaseView,
} from '@lvxing/shared';
import { call, dayFromNow, residentId } from './helper';
import { payHotel } from './hotel-fixtures';

/** 日本 旅游 单次 (北京领区): ¥200 使馆 + ¥0 中心 + ¥150 代办. */
export const JP_BJS = 'VJP01BJS';
export const JP_PRICE_FEN = 35_000;

/** An applicant born 1990-01-01 (`seq` odd: male), 北京 户籍, employed. */
export function applicant(seq = 11, over: Partial<VisaApplicantInput> = {}): VisaApplicantInput {
  return {
    name: '张三',
    surnamePinyin: 'ZHANG',
    givenNamePinyin: 'SAN',
    sex: seq % 2 === 1 ? 'M' : 'F',
    birthDate: '1990-01-01',
    birthPlace: '北京',
    passportNo: `E${String(10_000_000 + seq).padStart(8, '0')}`,
    passportIssueDate: dayFromNow(-365),
    passportExpiryDate: dayFromNow(365 * 5),
    idNo: residentId('19900101', seq),
    province: '11',
    provinceBasis: 'HUKOU',
    applicantType: 'EMPLOYED',
    employer: '北京示例科技有限公司',
    emergencyContact: { name: '李四', mobile: '13900001111' },
    ...over,
  };
}

/** A submit body for `applicants` leaving in 30 days for 6 days. */
export function submitBody(
  applicants: VisaApplicantInput[] = [applicant()],
  over: Partial<VisaApplicationSubmitBody> = {},
): VisaApplicationSubmitBody {
  return {
    visaCode: JP_BJS,
    departDate: dayFromNow(30),
    returnDate: dayFromNow(35),
    purpose: '旅游',
    applicants,
    contact: { name: '张三', mobile: '13900001111' },
    passportHandover: 'COURIER',
    courierAddress: '北京市朝阳区示例路1号',
    expectedTotalFen: JP_PRICE_FEN * applicants.length,
    ...over,
  };
}

export const submit = (app: FastifyInstance, token: string, body: VisaApplicationSubmitBody) =>
  call<VisaApplicationSubmitResult>(app, VisaOrderPath.applicationSubmit, body, { token });

/** The order's VISA part (as its member reads it). */
export async function visaOf(app: FastifyInstance, token: string, orderNo: string) {
  const res = await call<OrderDetail>(app, VisaOrderPath.orderDetail, { orderNo }, { token });
  if (res.code !== 200) throw new Error(res.message);
  return { order: res.data, visa: productPart(res.data, 'VISA')! };
}

/** Submits `n` applicants and pays: the order number and its cases. */
export async function paidOrder(app: FastifyInstance, token: string, seqs: number[] = [11]) {
  const people = seqs.map((s, i) => applicant(s, { name: `张${'一二三四'[i]}` }));
  const res = await submit(app, token, submitBody(people));
  if (res.code !== 200) throw new Error(`${res.code} ${res.message}`);
  await payHotel(app, token, res.data.orderNo);
  const { visa } = await visaOf(app, token, res.data.orderNo);
  return { orderNo: res.data.orderNo, cases: visa.cases };
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads one file to an item (fields, then the file) as the member of `token`. */
export async function uploadTo(
  app: FastifyInstance,
  token: string,
  fields: { orderNo: string; applicantId: string; itemId: string },
  file: { name: string; bytes: Buffer } = { name: 'a.png', bytes: PNG },
) {
  const boundary = `----lv${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: VisaOrderPath.materialUpload,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token },
  });
  return res.json<{ code: number; message: string; data: VisaCaseView }>();
}

/** Uploads a PNG to every required item of a case. @returns the case after the last upload */
export async function uploadRequired(
  app: FastifyInstance,
  token: string,
  orderNo: string,
  c: VisaCaseView,
): Promise<VisaCaseView> {
  let now = c;
  for (const item of c.items.filter((i) => i.required)) {
    const res = await uploadTo(app, token, {
      orderNo,
      applicantId: c.applicantId,
      itemId: item.id,
    });
    if (res.code !== 200) throw new Error(`${res.code} ${res.message}`);
    now = res.data;
  }
  return now;
}
