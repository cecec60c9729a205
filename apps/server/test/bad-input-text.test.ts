// Bad text through every API call: a control character in any string field is refused with
// 10001 and a Chinese message (a NUL used to reach PostgreSQL and answer HTTP 500), and every
// validation message names its field in Chinese, never by its English path (`mobile: …`).
// With DATABASE_URL this runs on real PostgreSQL too.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, ErrorMessage } from '@lvxing/shared';
import { fuzzTargets } from './support/fuzz-cases';
import {
  fieldPaths,
  messageProblem,
  sampleBodies,
  stringLeaves,
  withValue,
} from './support/fuzz-samples';
import { buildTestApp, loginMember } from './helper';

const app: FastifyInstance = await buildTestApp();
await app.ready();
const samples = sampleBodies();
const cases = Object.entries(samples).flatMap(([path, bodies]) =>
  bodies.map((body) => [path, body] as const),
);
let token = '';

beforeAll(async () => {
  token = await loginMember(app);
});

async function post(path: string, body: unknown) {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { token, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, ...(res.json() as { code: number; message: string }) };
}

/** What is wrong with an answer that should refuse the body as invalid, or null. */
function refusalProblem(res: { status: number; code: number; message: string }): string | null {
  if (res.status !== 200 || res.code !== ErrorCode.INVALID_PARAMS) {
    return `HTTP ${res.status} code ${res.code}: ${res.message}`;
  }
  if (res.message === ErrorMessage[ErrorCode.INVALID_PARAMS]) return 'names no field';
  return messageProblem(res.message);
}

describe('bad text in every call', () => {
  it('has a sample body for every call with a JSON body', () => {
    const targets = fuzzTargets(app.swagger() as Parameters<typeof fuzzTargets>[0]);
    const withBody = targets.filter((t) => t.schema && t.path.startsWith('/api/'));
    expect(withBody.length).toBeGreaterThan(30);
    expect(withBody.map((t) => t.path).filter((p) => !samples[p])).toEqual([]);
  });

  it.each(cases)('%s: the sample body passes validation', async (path, body) => {
    const res = await post(path, body);
    expect(res.status).toBe(200);
    expect(res.code, res.message).not.toBe(ErrorCode.INVALID_PARAMS);
  });

  it.each(cases)(
    '%s: NUL, C1 control or lone surrogate in any string → 10001 in Chinese',
    async (path, body) => {
      const problems: string[] = [];
      for (const leaf of stringLeaves(body)) {
        if (leaf.path.at(-1) === 'password') continue; // hashed, any character (ASVS V6.2.4)
        for (const bad of ['\u0000', '\u0085', '\uD800']) {
          const res = await post(path, withValue(body, leaf.path, `${leaf.value}${bad}`));
          const problem = refusalProblem(res);
          if (problem) problems.push(`${leaf.path.join('.')} + ${JSON.stringify(bad)}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('names the field of a control character', async () => {
    const order = samples['/api/train/order/retail/create']![0]!;
    const nul = await post(
      '/api/train/order/retail/create',
      withValue(order, ['contact', 'name'], '张\u0000三'),
    );
    expect(nul).toMatchObject({ code: 10001, message: '联系人姓名不能包含控制字符' });
    const reason = await post('/api/plane/order/refund', {
      orderNo: '261125120000123456',
      reason: '行程有变\u0000',
    });
    expect(reason).toMatchObject({ code: 10001, message: '退票原因不能包含控制字符' });
    const id = await post(
      '/api/train/order/retail/create',
      withValue(order, ['passengers', 0, 'idNo'], 'E123\u00004567'),
    );
    expect(id).toMatchObject({ code: 10001, message: '证件号码不能包含控制字符' });
    // a multi-line field keeps its line breaks
    const lines = await post('/api/plane/order/refund', {
      orderNo: '261125120000123456',
      reason: '行程有变\n改日再去',
    });
    expect(lines.code).not.toBe(10001);
  });
});

describe('validation messages name the field in Chinese', () => {
  it('answers a wrong mobile with 手机号, not `mobile:`', async () => {
    const res = await post('/api/dev/sms/outbox', { mobile: '1380013800' });
    expect(res).toMatchObject({ code: 10001, message: '请输入正确的手机号' });
    const extra = await post('/api/plane/city/search', { keyword: '北京', admin: true });
    expect(extra).toMatchObject({ code: 10001, message: '请求包含不支持的字段' });
    const missing = await post('/api/plane/order/refund', {});
    expect(missing).toMatchObject({ code: 10001, message: '请提供订单号' });
    const tooMany = await post('/api/plane/flight/search', {
      ...samples['/api/plane/flight/search']![0],
      children: 10,
    });
    expect(tooMany).toMatchObject({ code: 10001, message: '儿童人数不能大于9' });
  });

  it.each(cases)(
    '%s: wrong types, missing fields and unknown keys → Chinese only',
    async (path, body) => {
      const problems: string[] = [];
      const check = async (what: string, spoilt: unknown) => {
        const res = await post(path, spoilt);
        if (res.code === ErrorCode.INVALID_PARAMS) {
          const problem = refusalProblem(res);
          if (problem) problems.push(`${what}: ${problem}`);
        } else if (res.status >= 500) problems.push(`${what}: HTTP ${res.status}`);
      };
      await check('no body', null);
      await check('unknown key', { ...body, hacker: 1 });
      for (const field of fieldPaths(body)) {
        const name = field.join('.');
        await check(`${name} missing`, withValue(body, field));
        for (const v of [null, 42, 'x', [], {}, true]) {
          await check(`${name}=${JSON.stringify(v)}`, withValue(body, field, v));
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
