import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { bookOne, demoToken, pickOffer } from './support/client';
import { bookTrainOne, pickTrain } from './support/rail-client';
import { brokenInvariants, type Query } from './support/invariants';
import { newRecord, runLoad, type Booker } from './support/load';
import { startServer, type ServerProcess } from './support/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'lv-pglite-crash-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded PGlite store killed mid-write', () => {
  it('opens again after kill -9 and passes the same invariants', async () => {
    server = await startServer(3631, { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
    const token = await demoToken(server.url);
    const offer = await pickOffer(server.url, 'CBJS', 'CSHA', 3);
    const train = await pickTrain(server.url, '上海', '南京', 3, 'O');
    const bookers: Booker[] = [
      (base, n) => bookOne(base, token, offer.offerId, n),
      (base, n) => bookTrainOne(base, token, train, n),
    ];
    const record = newRecord();
    let stop = false;
    const load = runLoad({
      base: () => server!.url,
      token,
      bookers,
      workers: 6,
      stop: () => stop,
      record,
      firstPassenger: 70_000,
    });
    await new Promise((r) => setTimeout(r, 5_000));
    await server.crash();
    stop = true;
    await load;
    expect(record.booked.length).toBeGreaterThan(0);

    // the server starts on the crashed store and serves again
    await server.restart();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await server.stop();

    const database = await openDatabase({ dataDir });
    try {
      const query: Query = async (text) =>
        (
          (await database.db.execute(sql.raw(text))) as unknown as {
            rows: Record<string, unknown>[];
          }
        ).rows;
      expect(await brokenInvariants(query)).toEqual({});
      const nos = record.booked.map((n) => `'${n}'`).join(',');
      const [found] = await query(
        `SELECT count(*)::int AS n FROM orders WHERE order_no IN (${nos})`,
      );
      // acknowledged before the crash: kept (PGlite syncs each commit to disk)
      expect(found?.n).toBe(record.booked.length);
    } finally {
      await database.close();
    }
  });
});
