import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { answerProblem } from '../test/support/fuzz-answer';
import {
  fuzzRequests,
  fuzzTargets,
  type FuzzRequest,
  type FuzzTarget,
} from '../test/support/fuzz-cases';
import { demoToken } from './support/client';
import { startServer, type ServerProcess } from './support/server-process';

/** Cases per call over HTTP against a real process (the issue asks for at least 1,000). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** The server's body limit (app.ts `bodyLimit`), bytes. */
const BODY_LIMIT = 256 * 1024;
const REFUSED = JSON.stringify({
  code: 10002,
  message: '连接在请求体写完前被关闭（请求体过大）',
  data: null,
});
const dataDir = mkdtempSync(join(tmpdir(), 'lv-fuzz-'));
const server: ServerProcess = await startServer(3641, {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
});
const token = await demoToken(server.url);
const targets: FuzzTarget[] = fuzzTargets(
  (await (await fetch(`${server.url}/api/docs/json`)).json()) as Parameters<typeof fuzzTargets>[0],
);
let warmRss = 0;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function send(target: FuzzTarget, req: FuzzRequest, withToken: boolean) {
  const headers: Record<string, string> = withToken ? { token } : {};
  let url = `${server.url}${target.path}`;
  let init: RequestInit = { method: target.method, headers };
  if (target.method === 'GET') {
    const q = req.kind === 'json' ? (JSON.stringify(req.body) ?? '') : req.payload;
    url += `?no=${encodeURIComponent(q.slice(0, 2000))}`;
  } else if (req.kind === 'json') {
    init = {
      ...init,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(req.body) ?? 'null',
    };
  } else {
    init = {
      ...init,
      headers: req.contentType ? { ...headers, 'content-type': req.contentType } : headers,
      body: req.payload,
    };
  }
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  } catch (err) {
    // An oversized body may be refused (413) and the connection closed before the client has
    // written it all: the client then sees EPIPE/ECONNRESET. That is the transport refusing it,
    // provided the server is still up; anything else is a failure.
    const size = typeof init.body === 'string' ? Buffer.byteLength(init.body) : 0;
    if (size > BODY_LIMIT && server.alive()) return { status: 413, type: undefined, text: REFUSED };
    throw err;
  }
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? undefined,
    text: await res.text(),
  };
}

describe(`a real server process under ${RUNS} hostile requests per call`, () => {
  // a few calls at once: each case waits for its answer, so one call at a time leaves the server
  // and this runner taking turns on the machine's cores
  it.concurrent.each(targets.map((t, i) => [`${t.method} ${t.path}`, t, i] as const))(
    'answers %s with envelopes only',
    async (_name, target, i) => {
      let tried = 0;
      await fc.assert(
        fc.asyncProperty(fuzzRequests(target.schema), fc.boolean(), async (req, withToken) => {
          const res = await send(target, req, withToken);
          const problem = answerProblem(target.path, res.status, res.type, res.text);
          tried += 1;
          if (problem) {
            throw new Error(
              `${target.method} ${target.path} [${req.label}]: ${problem.slice(0, 300)}`,
            );
          }
        }),
        { numRuns: RUNS },
      );
      expect(tried).toBeGreaterThanOrEqual(RUNS);
      if (i === 2) warmRss = server.rss();
    },
    60_000 + RUNS * 300,
  );

  it('stays up and keeps its memory flat', async () => {
    const endRss = server.rss();
    console.info(
      `fuzz over HTTP: ${targets.length} calls × ${RUNS} cases; RSS after 3 calls ${(warmRss / 2 ** 20).toFixed(0)} MiB, at the end ${(endRss / 2 ** 20).toFixed(0)} MiB`,
    );
    expect(server.alive()).toBe(true);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // flat: no more than 30% (plus 40 MiB of allocator slack) above the warmed-up size
    expect(warmRss).toBeGreaterThan(0);
    expect(endRss).toBeLessThan(warmRss * 1.3 + 40 * 2 ** 20);
  });
});
