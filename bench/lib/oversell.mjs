// The oversell check after an order-create run: for every flight instance and cabin the bench
// booked, seats sold (the seats of its orders that still hold seats) + seats left (as the vendor
// price list shows them) must equal the cabin's capacity, and no inventory row may hold more than
// its capacity. Reads the database after the server has stopped (PGlite allows one process).
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { sql } from 'drizzle-orm';

const HOLDING = ['PENDING_PAYMENT', 'TICKETING', 'TICKETED', 'REFUNDING'];

/**
 * @param {{ DATABASE_URL?: string, DATA_DIR?: string }} dbEnv
 * @param {Map<string, number>} seatsLeft by offer id (`flightNo.date.cabin.vendor`)
 */
export async function flightSeatAudit(dbEnv, seatsLeft) {
  const database = await openDatabase({
    databaseUrl: dbEnv.DATABASE_URL || undefined,
    dataDir: dbEnv.DATA_DIR ?? '',
  });
  try {
    const inv = await database.db.execute(
      sql`select flight_no, dep_date::text as dep_date, cabin, capacity, held from flight_inventory`,
    );
    const sold = await database.db.execute(sql`
      select product->'detail'->>'flightNo' as flight_no, product->'detail'->>'date' as dep_date,
             product->'detail'->>'cabin' as cabin,
             sum((product->'detail'->>'seats')::int)::int as seats, count(*)::int as orders
      from orders where kind = 'FLIGHT' and state in (${sql.join(
        HOLDING.map((s) => sql`${s}`),
        sql`, `,
      )})
      group by 1, 2, 3`);
    const key = (r) => `${r.flight_no}.${r.dep_date}.${r.cabin}`;
    const soldBy = new Map(sold.rows.map((r) => [key(r), r]));
    const invBy = new Map(inv.rows.map((r) => [key(r), r]));
    let checked = 0;
    let mismatches = 0;
    let soldSeats = 0;
    let orders = 0;
    for (const [offerId, left] of seatsLeft) {
      const k = offerId.split('.').slice(0, 3).join('.');
      const row = invBy.get(k);
      const s = soldBy.get(k);
      checked += 1;
      soldSeats += s?.seats ?? 0;
      orders += s?.orders ?? 0;
      if (!row) {
        if (s) mismatches += 1;
        continue;
      }
      if ((s?.seats ?? 0) + left !== row.capacity || (s?.seats ?? 0) !== row.held) mismatches += 1;
    }
    const oversold = inv.rows.filter((r) => r.held > r.capacity).length;
    return { instances: checked, orders, soldSeats, mismatches, oversold };
  } finally {
    await database.close();
  }
}
