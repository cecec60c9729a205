import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerProblem } from './support/fuzz-answer';
import { fuzzRequests, fuzzTargets, type FuzzRequest, type FuzzTarget } from './support/fuzz-cases';
import { buildTestApp } from './helper';

/** Cases per call: a quick sweep in `npm test`; `npm run test:chaos` runs 1,000 per call. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const app: FastifyInstance = await buildTestApp();
await app.ready();
const targets: FuzzTarget[] = fuzzTargets(app.swagger() as Parameters<typeof fuzzTargets>[0]);
let token = '';

beforeAll(async () => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { mobile: '13800138000', password: 'lvxing2026' },
  });
  token = (login.json() as { data: { token: string } }).data.token;
  expect(token).not.toBe('');
});

async function send(target: FuzzTarget, req: FuzzRequest, withToken: boolean) {
  const headers: Record<string, string> = withToken ? { token } : {};
  if (target.method === 'GET') {
    const query = req.kind === 'json' ? JSON.stringify(req.body) : req.payload;
    return app.inject({
      method: 'GET',
      url: `${target.path}?no=${encodeURIComponent(query.slice(0, 2000))}`,
      headers,
    });
  }
  if (req.kind === 'json') {
    return app.inject({
      method: 'POST',
      url: target.path,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(req.body) ?? 'null',
    });
  }
  return app.inject({
    method: 'POST',
    url: target.path,
    headers: req.contentType ? { ...headers, 'content-type': req.contentType } : headers,
    payload: req.payload,
  });
}

describe(`every call answers hostile input with an envelope error, never a 500 (${RUNS} cases per call)`, () => {
  it('finds the calls in the OpenAPI document', () => {
    expect(targets.length).toBeGreaterThan(20);
    expect(targets.map((t) => t.path)).toContain('/api/plane/order/vendor/price/book');
  });

  it.each(targets.map((t) => [`${t.method} ${t.path}`, t] as const))(
    '%s',
    async (_name, target) => {
      let tried = 0;
      await fc.assert(
        fc.asyncProperty(fuzzRequests(target.schema), fc.boolean(), async (req, withToken) => {
          const res = await send(target, req, withToken);
          const problem = answerProblem(
            target.path,
            res.statusCode,
            res.headers['content-type'] as string | undefined,
            res.body,
          );
          tried += 1;
          if (problem)
            throw new Error(`${target.method} ${target.path} [${req.label}]: ${problem}`);
        }),
        { numRuns: RUNS },
      );
      expect(tried).toBeGreaterThanOrEqual(RUNS);
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
    },
    30_000 + RUNS * 100,
  );
});
