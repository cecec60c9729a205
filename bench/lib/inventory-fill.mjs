// Fills a fresh PostgreSQL database with sold inventory over a window of days, as a site would
// hold it after months of sales, for bench/growth.mjs. Generated server-side from the catalogs
// (flight schedules, train consists) with deterministic hashes, so every run fills the same rows.
import { sql } from 'drizzle-orm';
import { getCatalog } from '../../apps/server/src/modules/flight/catalog/index.ts';
import { buildTrainCatalog } from '../../apps/server/src/modules/train/catalog/catalog.ts';
import { seatMap } from '../../apps/server/src/modules/train/catalog/consists.ts';

/**
 * Sold flight instances (`flightShare` of the operating instance-cabins of each day, held 0–50 %)
 * and sold train runs (`trainShare` of the run classes of each day, each with all its seat rows,
 * ~30 % of seats with a sold segment) for `days` days from `today`.
 * @returns row counts per table
 */
export async function fillInventory(db, { today, days, trainScale, flightShare, trainShare }) {
  const flights = [...getCatalog().schedulesByFlightNo.values()].flatMap((s) =>
    s.cabins.map((c) => ({
      flightNo: s.flightNo,
      cabin: c.cabin,
      capacity: c.seats,
      dows: s.daysOfWeek.reduce((m, d) => m | (1 << (d - 1)), 0),
    })),
  );
  const arr = (xs) => `{${xs.map((x) => `"${x}"`).join(',')}}`;
  await db.execute(sql`
    insert into flight_inventory (flight_no, dep_date, cabin, capacity, held)
    select f.flight_no, d::date, f.cabin, f.capacity, (f.capacity * 0.5 * random())::int
    from unnest(${arr(flights.map((f) => f.flightNo))}::text[], ${arr(flights.map((f) => f.cabin))}::text[],
                ${arr(flights.map((f) => f.capacity))}::int[], ${arr(flights.map((f) => f.dows))}::int[])
         as f(flight_no, cabin, capacity, dows)
    cross join generate_series(${today}::date, ${today}::date + ${days - 1}::int, '1 day') d
    where (f.dows >> (extract(isodow from d)::int - 1)) & 1 = 1
      and abs(hashtext(f.flight_no || d::date::text || f.cabin)) % 10000 < ${Math.round(flightShare * 10000)}`);

  const trains = [...buildTrainCatalog(trainScale).trains.values()];
  const consists = [...new Set(trains.map((t) => t.consist))];
  await db.execute(sql`create temp table bench_trains (code text, consist text)`);
  await db.execute(
    sql`create temp table bench_seats (consist text, seat_class text, car smallint, seat_no text)`,
  );
  await db.execute(sql`insert into bench_trains select * from unnest(
    ${arr(trains.map((t) => t.code))}::text[], ${arr(trains.map((t) => t.consist))}::text[])`);
  const specs = consists.flatMap((k) => seatMap(k).map((s) => ({ k, ...s })));
  for (let i = 0; i < specs.length; i += 20_000) {
    const part = specs.slice(i, i + 20_000);
    await db.execute(sql`insert into bench_seats select * from unnest(
      ${arr(part.map((s) => s.k))}::text[], ${arr(part.map((s) => s.seatClass))}::text[],
      ${arr(part.map((s) => s.car))}::smallint[], ${arr(part.map((s) => s.seatNo))}::text[])`);
  }
  await db.execute(sql`
    insert into train_runs (train_code, run_date, seat_class, version)
    select t.code, d::date, c.seat_class, 1
    from bench_trains t
    join (select distinct consist, seat_class from bench_seats) c on c.consist = t.consist
    cross join generate_series(${today}::date - 1, ${today}::date + ${days - 1}::int, '1 day') d
    where abs(hashtext(t.code || d::date::text || c.seat_class)) % 10000 < ${Math.round(trainShare * 10000)}`);
  await db.execute(sql`
    insert into train_seats (train_code, run_date, car, seat_no, seat_class, occupied)
    select r.train_code, r.run_date, s.car, s.seat_no, s.seat_class,
           case when random() < 0.3 then (1::bigint << (random() * 12)::int) else 0 end
    from train_runs r
    join bench_trains t on t.code = r.train_code
    join bench_seats s on s.consist = t.consist and s.seat_class = r.seat_class`);
  // vacuumed as a table months old would be (autovacuum), so that autovacuum working through
  // millions of fresh rows does not run during the measurement
  await db.execute(sql`vacuum analyze flight_inventory, train_runs, train_seats`);
  // and the fill's dirty pages written out now, not by a checkpoint during the measurement
  await db.execute(sql`checkpoint`);
  const count = async (table) =>
    Number((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n);
  return {
    flightInventory: await count('flight_inventory'),
    trainRuns: await count('train_runs'),
    trainSeats: await count('train_seats'),
  };
}
