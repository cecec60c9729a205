import type { z } from 'zod';
import {
  ErrorCode,
  ageOn,
  type VisaApplicationSubmitResult,
  type visaApplicantInput,
  type visaApplicationSubmitBody,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PII_COLUMNS } from '../../lib/pii-cipher';
import { insertOrder, type NewOrder } from '../orders/order.service';
import { buildChecklist, type VisaProduct } from './catalog';
import { visaProductOf } from './visa-catalog.service';
import { visaSnapshot } from './visa-order-snapshot';
import { checkDistrict, checkDocuments, checkTravelDates } from './visa-submit-checks';
import type { VisaDeps } from './visa.deps';
import { insertApplicant, insertApplication, insertItems, insertStep } from './visa.repository';
import type { OrderRow } from '../orders/product';

type Body = z.output<typeof visaApplicationSubmitBody>;
type Applicant = z.output<typeof visaApplicantInput>;

/** How long a visa order waits for payment. */
const PAY_HOLD_MS = 30 * 60_000;

/** An applicant's row, checklist and first step, in the submit's transaction. */
async function insertCase(
  deps: VisaDeps,
  tx: Tx,
  ctx: { order: OrderRow; p: VisaProduct; departDate: string; now: Date },
  a: Applicant,
  seq: number,
): Promise<void> {
  const { order, p, now } = ctx;
  const id = await insertApplicant(tx, {
    orderId: order.id,
    seq,
    name: a.name,
    surnamePinyin: a.surnamePinyin,
    givenNamePinyin: a.givenNamePinyin,
    sex: a.sex,
    birthDate: a.birthDate,
    birthPlace: a.birthPlace,
    idNoEnc: deps.pii.encrypt(a.idNo, PII_COLUMNS.visaIdNo),
    passportNoEnc: deps.pii.encrypt(a.passportNo, PII_COLUMNS.visaPassportNo),
    passportNoHash: deps.pii.hash(a.passportNo),
    passportIssueDate: a.passportIssueDate,
    passportExpiryDate: a.passportExpiryDate,
    province: a.province,
    provinceBasis: a.provinceBasis,
    applicantType: a.applicantType,
    employer: a.employer ?? null,
    emergencyName: a.emergencyContact.name,
    emergencyMobile: a.emergencyContact.mobile,
    state: 'AWAITING_MATERIALS',
    updatedAt: now,
  });
  const age = ageOn(a.birthDate, ctx.departDate);
  const items = buildChecklist(p, {
    type: a.applicantType,
    age,
    province: a.province,
    basis: a.provinceBasis,
  });
  await insertItems(
    tx,
    items.map((it, i) => ({
      applicantId: id,
      itemId: it.id,
      seq: i + 1,
      name: it.name,
      description: it.description,
      required: it.required,
      state: 'MISSING',
    })),
  );
  await insertStep(tx, { applicantId: id, state: 'AWAITING_MATERIALS', note: null, at: now });
}

/** The order as the core takes it: 待支付 for 30 minutes, one person per applicant. */
function newOrderOf(memberId: string, p: VisaProduct, body: Body, now: Date): NewOrder {
  return {
    memberId,
    kind: 'VISA',
    title: p.title,
    travelDate: body.departDate,
    departsAt: null,
    totalFen: p.totalFen * body.applicants.length,
    contact: body.contact,
    payDeadline: new Date(now.getTime() + PAY_HOLD_MS),
    product: visaSnapshot(p, body.applicants.length, body),
    passengers: body.applicants.map((a) => ({
      name: a.name,
      idType: '1',
      idNo: a.idNo,
      birthDate: a.birthDate,
      passengerType: 'ADT' as const,
      priceFen: p.totalFen,
      productKey: `VISA:${p.code}:${body.departDate}`,
    })),
  };
}

/** The order's application row. */
const applicationRow = (orderId: string, p: VisaProduct, body: Body) => ({
  orderId,
  visaCode: p.code,
  consulateCity: p.consulateCity,
  departDate: body.departDate,
  returnDate: body.returnDate,
  purpose: body.purpose ?? null,
  passportHandover: body.passportHandover,
  courierAddress: body.courierAddress ?? null,
  form: p.form,
  priceFen: p.totalFen,
});

/**
 * The spec's visa application (POST /api/visa/application/submit): the product (27001), the
 * dates against its apply window and stay (27004), each applicant's documents (27003) and 领区
 * (27002), the total shown (25004, `data.totalFen`), then in one transaction the order through
 * the order core (待支付 30 min; the ID numbers sealed by it), the application, each applicant
 * with the checklist generated for their type, age at departure and province, its first step
 * 待提交材料 and a timeline row. Paid by the generic QR code (全款).
 * @throws AppError 27001–27004, 25004, 14005 (an applicant already applying for this visa and date)
 */
export async function submitApplication(
  deps: VisaDeps,
  memberId: string,
  body: Body,
): Promise<VisaApplicationSubmitResult> {
  const p = visaProductOf(body.visaCode);
  const now = deps.now();
  checkTravelDates(p, body.departDate, body.returnDate, now);
  for (const a of body.applicants) {
    checkDocuments(a, body.returnDate);
    checkDistrict(p, a);
  }
  const totalFen = p.totalFen * body.applicants.length;
  if (totalFen !== body.expectedTotalFen) {
    throw new AppError(ErrorCode.TOUR_PRICE_CHANGED, undefined, { totalFen });
  }
  const order = await deps.db.transaction(async (tx) => {
    const row = await insertOrder(deps, tx, newOrderOf(memberId, p, body, now), now);
    await insertApplication(tx, applicationRow(row.id, p, body));
    const ctx = { order: row, p, departDate: body.departDate, now };
    for (const [i, a] of body.applicants.entries()) await insertCase(deps, tx, ctx, a, i + 1);
    return row;
  });
  return { orderNo: order.orderNo, totalFen, payDeadline: order.payDeadline.toISOString() };
}
