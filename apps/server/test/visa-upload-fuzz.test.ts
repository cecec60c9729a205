import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorCode, VisaOrderPath } from '@lvxing/shared';
import { files, storedFiles, visaItemFiles } from '../src/db/schema';
import { buildTestApp, loginMember } from './helper';
import { answerProblem } from './support/fuzz-answer';
import {
  PNG,
  encodeCase,
  uploadCases,
  type RealIds,
  type UploadCase,
} from './support/visa-upload-fuzz-cases';
import { paidOrder, visaOf } from './visa-fixtures';

/**
 * Hostile requests to the multipart upload (the JSON fuzz of fuzz.test.ts sends none): about 60
 * keep `npm test` quick; `VISA_UPLOAD_FUZZ_RUNS` asks for more.
 */
const RUNS = Number(process.env.VISA_UPLOAD_FUZZ_RUNS ?? 60);

const app: FastifyInstance = await buildTestApp();
await app.ready();
const owner = await loginMember(app);
const other = await loginMember(app);
const { orderNo, cases } = await paidOrder(app, owner, [201, 203]);
const ids: RealIds = {
  orderNo,
  applicantIds: cases.map((c) => c.applicantId),
  itemIds: [...new Set(cases.flatMap((c) => c.items.map((i) => i.id)))],
};

/** The order's items with their files and states, and the stored file rows. */
async function stored() {
  const { db } = app.orders.deps;
  const { visa } = await visaOf(app, owner, orderNo);
  return {
    items: visa.cases.map((c) => ({ applicantId: c.applicantId, items: c.items })),
    files: (await db.select({ id: files.id }).from(files)).length,
    blobs: (await db.select({ id: storedFiles.id }).from(storedFiles)).length,
    itemFiles: (await db.select({ id: visaItemFiles.fileId }).from(visaItemFiles)).length,
  };
}

async function send(c: UploadCase) {
  const { payload, contentType } = encodeCase(c, ids);
  const token = { owner, other, anonymous: undefined }[c.sender];
  return app.inject({
    method: 'POST',
    url: VisaOrderPath.materialUpload,
    payload,
    headers: {
      ...(contentType ? { 'content-type': contentType } : {}),
      ...(token ? { token } : {}),
    },
  });
}

/** What is wrong with the answer to a request that must be refused, or null. */
function refusalProblem(res: Awaited<ReturnType<typeof send>>): string | null {
  const path = VisaOrderPath.materialUpload;
  const ct = res.headers['content-type'] as string | undefined;
  const problem = answerProblem(path, res.statusCode, ct, res.body);
  if (problem) return problem;
  const env = JSON.parse(res.body) as { code: number; message: string };
  if (env.code === 200) return 'stored: code 200';
  if (!/\p{Script=Han}/u.test(env.message)) return `not Chinese: ${env.message}`;
  return null;
}

describe(`POST ${VisaOrderPath.materialUpload} refuses hostile multipart bodies (${RUNS} cases)`, () => {
  it(
    'answers each with a Chinese envelope error, never a 500, and stores nothing',
    async () => {
      const before = await stored();
      expect(before.items[0]!.items.length).toBeGreaterThan(0);
      let tried = 0;
      await fc.assert(
        fc.asyncProperty(uploadCases, async (c) => {
          const res = await send(c);
          tried += 1;
          const problem = refusalProblem(res);
          if (problem)
            throw new Error(`${problem} (HTTP ${res.statusCode}): ${res.body.slice(0, 300)}`);
        }),
        { numRuns: RUNS },
      );
      expect(tried).toBeGreaterThanOrEqual(RUNS);
      expect(await stored()).toEqual(before);
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
    },
    30_000 + RUNS * 300,
  );

  it('refuses a body without its boundary or cut short as malformed (22005), storing nothing', async () => {
    const before = await stored();
    const real = { kind: 'real', pick: 0 } as const;
    const png = { field: 'file', name: 'a.png', type: 'image/png', bytes: PNG, valid: true };
    for (const framing of ['no-boundary', 'truncated'] as const) {
      const res = await send({
        fields: { orderNo: real, applicantId: real, itemId: real },
        extra: [],
        files: [png],
        filesFirst: false,
        framing,
        sender: 'owner',
      });
      expect(res.statusCode, framing).toBe(200);
      expect(res.json(), framing).toMatchObject({
        code: ErrorCode.FILE_MISSING,
        message: '上传内容格式不正确，请重新选择文件',
      });
    }
    expect(await stored()).toEqual(before);
  });
});
