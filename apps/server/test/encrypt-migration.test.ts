import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  BookResult,
  FlightSearchResult,
  OrderDetail,
  VendorPriceListResult,
} from '@lvxing/shared';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../src/db/client';
import { reencryptDocuments } from '../src/db/encrypt-documents';
import { createPiiCipher, parseDataKeys, PII_COLUMNS } from '../src/lib/pii-cipher';
import { allRowsText } from './support/database-text';
import {
  buildTestApp,
  call,
  dayFromNow,
  lastCode,
  residentId,
  TEST_SECRETS,
  uniqueMobile,
} from './helper';

/** The migrations up to `tag` (inclusive): a database as the code of that migration left it. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lv-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag) + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/** A database of its own (PostgreSQL with DATABASE_URL, else PGlite in a folder), reopenable. */
async function storage() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'lv-pglite-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    return { dataDir: dir };
  }
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  afterAll(async () => {
    const drop = new pg.Client({ connectionString: url });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  });
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return { databaseUrl: dbUrl.toString(), dataDir: '' };
}

const where = await storage();
const date = dayFromNow(7);
const mobile = uniqueMobile();
const idNo = residentId('19801224', 321);

/** A flight of the catalog on `date`, for a booking the old schema stored. */
async function someFlight(app: Awaited<ReturnType<typeof buildTestApp>>) {
  const s = await call<FlightSearchResult>(app, '/api/plane/flight/search', {
    from: 'CBJS',
    to: 'CSHA',
    date,
  });
  return s.data.outbound.flights[0]!.flightNo;
}

/** Writes a member and an unpaid flight order as the code of migration 0004 stored them. */
async function writeLegacyOrder(db: Database['db'], flightNo: string) {
  const memberId = randomUUID();
  const orderId = randomUUID();
  await db.execute(sql`insert into users (id, mobile) values (${memberId}, ${mobile})`);
  await db.execute(sql`insert into orders (id, order_no, member_id, kind, state, title, travel_date,
      departs_at, total_fen, contact_name, contact_mobile, pay_deadline, product)
    values (${orderId}, '261101000000123456', ${memberId}, 'FLIGHT', 'PENDING_PAYMENT',
      '北京→上海 ' || ${flightNo}, ${date}, now() + interval '7 days', 100000, '郑九', '13900002222',
      now() + interval '1 day',
      ${JSON.stringify({ segments: [], priceLines: [], vendor: null, detail: {} })}::jsonb)`);
  await db.execute(sql`insert into order_passengers (order_id, seq, name, id_type, id_no,
      passenger_type, price_fen, product_key)
    values (${orderId}, 1, '郑九', '1', ${idNo}, 'ADT', 100000, ${`FLIGHT:${flightNo}:${date}`})`);
}

async function loginAs(app: Awaited<ReturnType<typeof buildTestApp>>) {
  await call(app, '/api/user/sms/code/send', { mobile, action: 'Login' });
  const res = await call<{ token: string }>(app, '/api/user/login', {
    mobile,
    smsCode: await lastCode(app, mobile),
    agreed: true,
  });
  return res.data.token;
}

/** The ID number of the legacy order's passenger as its member sees it. */
async function maskedIdOfLegacyOrder(app: Awaited<ReturnType<typeof buildTestApp>>, token: string) {
  const detail = await call<OrderDetail>(
    app,
    '/api/plane/order/detail',
    { orderNo: '261101000000123456' },
    { token },
  );
  return detail.data.passengers[0]!.idNoMasked;
}

describe('migration 0005: plain ID numbers of an existing database', () => {
  it('are encrypted on the first start, and the old bookings keep their rules', async () => {
    // a database as migration 0004 left it, holding a booking with a plain number
    const old = await openDatabase({
      ...where,
      migrationsFolder: migrationsUpTo('0004_order_lines_per_kind'),
    });
    const probe = await buildTestApp({ jobs: false });
    await writeLegacyOrder(old.db, await someFlight(probe));
    expect((await allRowsText(old.db)).join('\n')).toContain(idNo);
    await old.close();

    const database = await openDatabase(where);
    const app = await buildTestApp({ database, jobs: false });
    const rows = (await allRowsText(database.db)).join('\n');
    expect(rows).not.toContain(idNo);
    const [row] = (
      (await database.db.execute(
        sql`select id_no_plain, id_no_enc, id_no_hash from order_passengers`,
      )) as unknown as { rows: { id_no_plain: null; id_no_enc: string; id_no_hash: string }[] }
    ).rows;
    const pii = createPiiCipher(parseDataKeys(TEST_SECRETS.dataKeys), TEST_SECRETS.idHash);
    expect(row!.id_no_plain).toBeNull();
    expect(pii.decrypt(row!.id_no_enc, PII_COLUMNS.orderIdNo)).toBe(idNo);
    expect(row!.id_no_hash).toBe(pii.hash(idNo));
    // the check now holds for every row, and refuses a new plain number
    const check = (await database.db.execute(
      sql`select convalidated from pg_constraint where conname = 'order_passengers_no_plain_id'`,
    )) as unknown as { rows: { convalidated: boolean }[] };
    expect(check.rows[0]!.convalidated).toBe(true);
    await expect(
      database.db.execute(sql`update order_passengers set id_no_plain = ${idNo}`),
    ).rejects.toThrow();

    // the member sees it masked, and the same document cannot book the same flight again
    const token = await loginAs(app);
    expect(await maskedIdOfLegacyOrder(app, token)).toBe(
      `${idNo.slice(0, 3)}***********${idNo.slice(-4)}`,
    );
    const flightNo = await someFlight(app);
    const v = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
      flightNo,
      date,
      cabin: 'Y',
    });
    const again = await call<BookResult>(
      app,
      '/api/plane/order/vendor/price/book',
      {
        offerId: v.data.offers[0]!.offerId,
        passengers: [{ name: '郑九', idType: '1', idNo }],
        contact: { name: '郑九', mobile: '13900002222' },
      },
      { token },
    );
    expect(again).toMatchObject({ code: 14005, message: expect.stringContaining('已预订该行程') });
    // PGlite allows one handle per folder: the next test opens it again
    await app.close();
    await database.close();
    // three apps and every migration from 0004 on an old database: ~10 s alone, more on a busy
    // machine (CI's two cores also run the other suites' workers)
  }, 90_000);

  it('rotate: re-encrypted under a new first key, then readable without the old one', async () => {
    const database = await openDatabase(where);
    afterAll(() => database.close());
    const newKeys = `k2:${randomBytes(32).toString('base64')},${TEST_SECRETS.dataKeys}`;
    const rotated = createPiiCipher(parseDataKeys(newKeys), TEST_SECRETS.idHash);
    const counts = await reencryptDocuments(database.db, rotated);
    expect(counts[PII_COLUMNS.orderIdNo]).toBe(1);
    expect(await reencryptDocuments(database.db, rotated)).toMatchObject({
      [PII_COLUMNS.orderIdNo]: 0,
    });
    const onlyNew = newKeys.split(',')[0]!;
    const app = await buildTestApp({ database, jobs: false, config: { dataKeys: onlyNew } });
    const token = await loginAs(app);
    expect(await maskedIdOfLegacyOrder(app, token)).toBe(
      `${idNo.slice(0, 3)}***********${idNo.slice(-4)}`,
    );
    expect((await allRowsText(database.db)).join('\n')).toMatch(/"?v1\.k2\./);
  });
});
