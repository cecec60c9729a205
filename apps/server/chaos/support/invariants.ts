/**
 * What must hold in the database after any crash: nothing half-written, nothing held without an
 * order, nothing applied twice. Each check is one SQL query returning the rows that break it.
 */
export type Query = (text: string) => Promise<Record<string, unknown>[]>;

const ACTIVE = `('PENDING_PAYMENT','TICKETING','TICKETED','REFUNDING')`;

/** Name → SQL returning offending rows (none when the invariant holds). */
export const INVARIANTS: Record<string, string> = {
  'flight seats held equal the seats of active orders': `
    WITH want AS (
      SELECT o.product->'detail'->>'flightNo' AS flight_no,
             (o.product->'detail'->>'date')::date AS dep_date,
             o.product->'detail'->>'cabin' AS cabin,
             sum((o.product->'detail'->>'seats')::int) AS seats
      FROM orders o WHERE o.kind = 'FLIGHT' AND o.state IN ${ACTIVE}
      GROUP BY 1, 2, 3)
    SELECT coalesce(i.flight_no, w.flight_no) AS flight_no, i.held, w.seats
    FROM flight_inventory i FULL JOIN want w
      ON w.flight_no = i.flight_no AND w.dep_date = i.dep_date AND w.cabin = i.cabin
    WHERE coalesce(i.held, 0) <> coalesce(w.seats, 0)`,
  'train seat segments held equal the journeys of active orders, none twice': `
    WITH journeys AS (
      SELECT o.product->'detail'->>'trainCode' AS train_code,
             (o.product->'detail'->>'runDate')::date AS run_date,
             (s->>'car')::smallint AS car, s->>'seatNo' AS seat_no,
             (1::bigint << (o.product->'detail'->>'to')::int)
               - (1::bigint << (o.product->'detail'->>'from')::int) AS mask
      FROM orders o, jsonb_array_elements(o.product->'detail'->'seats') s
      WHERE o.kind = 'TRAIN' AND o.state IN ${ACTIVE}),
    held AS (
      SELECT train_code, run_date, car, seat_no, bit_or(mask) AS mask, sum(mask) AS total
      FROM journeys GROUP BY 1, 2, 3, 4)
    SELECT coalesce(t.train_code, h.train_code) AS train_code, t.car, t.seat_no, t.occupied, h.mask
    FROM train_seats t FULL JOIN held h
      ON h.train_code = t.train_code AND h.run_date = t.run_date AND h.car = t.car
     AND h.seat_no = t.seat_no
    WHERE coalesce(t.occupied, 0) <> coalesce(h.mask, 0) OR h.mask <> h.total`,
  'bus seats taken equal the seats of active orders, none twice': `
    WITH seats AS (
      SELECT o.product->'detail'->>'scheduleId' AS schedule_id,
             (o.product->'detail'->>'date')::date AS dep_date, (s #>> '{}')::int AS seat
      FROM orders o, jsonb_array_elements(o.product->'detail'->'seats') s
      WHERE o.kind = 'BUS' AND o.state IN ${ACTIVE}),
    held AS (
      SELECT schedule_id, dep_date, bit_or(1::bigint << (seat - 1)) AS mask, count(*) AS n,
             count(DISTINCT seat) AS distinct_seats
      FROM seats GROUP BY 1, 2)
    SELECT coalesce(b.schedule_id, h.schedule_id) AS schedule_id, b.taken, b.held, h.mask, h.n
    FROM bus_inventory b FULL JOIN held h
      ON h.schedule_id = b.schedule_id AND h.dep_date = b.dep_date
    WHERE coalesce(b.taken, 0) <> coalesce(h.mask, 0) OR coalesce(b.held, 0) <> coalesce(h.n, 0)
       OR h.n <> h.distinct_seats`,
  'every order has passengers and its first timeline row': `
    SELECT o.order_no FROM orders o
    WHERE NOT EXISTS (SELECT 1 FROM order_passengers p WHERE p.order_id = o.id)
       OR NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.from_state IS NULL)`,
  "an order's state is its last timeline row's": `
    SELECT o.order_no, o.state, e.to_state FROM orders o
    JOIN LATERAL (SELECT to_state FROM order_events e WHERE e.order_id = o.id
                  ORDER BY e.id DESC LIMIT 1) e ON true
    WHERE e.to_state <> o.state`,
  'no transition applied twice': `
    SELECT order_id, to_state, count(*) FROM order_events
    WHERE from_state IS DISTINCT FROM to_state
    GROUP BY order_id, to_state HAVING count(*) > 1`,
  'a paid payment belongs to a paid order': `
    SELECT o.order_no, o.state FROM payments p JOIN orders o ON o.id = p.order_id
    WHERE p.state IN ('PAID','REFUNDED')
      AND o.state NOT IN ('TICKETING','TICKETED','REFUNDING','REFUNDED')`,
  'a paid order has exactly one paid payment': `
    SELECT o.order_no, count(p.id) FILTER (WHERE p.state IN ('PAID','REFUNDED')) AS paid
    FROM orders o LEFT JOIN payments p ON p.order_id = o.id
    WHERE o.state IN ('TICKETING','TICKETED','REFUNDING','REFUNDED')
    GROUP BY o.order_no HAVING count(p.id) FILTER (WHERE p.state IN ('PAID','REFUNDED')) <> 1`,
  'active passengers only on active orders': `
    SELECT o.order_no FROM order_passengers p JOIN orders o ON o.id = p.order_id
    WHERE p.active AND o.state NOT IN ${ACTIVE}`,
};

/** Orders paid long enough ago that the ticketing job must have ticketed them. */
export const UNTICKETED_PAID = `
  SELECT order_no, state FROM orders
  WHERE state = 'TICKETING' AND ticketing_due_at < now() - interval '10 seconds'`;

/** Runs every invariant; returns the broken ones with up to 5 offending rows each. */
export async function brokenInvariants(query: Query): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [name, text] of Object.entries(INVARIANTS)) {
    const rows = await query(text);
    if (rows.length) broken[name] = rows.slice(0, 5);
  }
  return broken;
}
