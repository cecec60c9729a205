/**
 * A booking-and-payment load like real members and a real payment provider make: book one adult,
 * ask for the QR code, the payer confirms (the provider sends a signed notify). The provider
 * retries a notify until it is acknowledged, as Alipay and WeChat Pay do.
 */
import { sendNotify, startPayment, type Answer } from './client';

/** Books one order for passenger number `n` on the server at `base`. */
export type Booker = (base: string, n: number) => Promise<Answer<{ orderNo: string }>>;

export interface LoadRecord {
  /** Orders whose booking call answered 200 (committed, so they must exist). */
  booked: string[];
  /** Notifies acknowledged by the server (paymentNo → notifyId). */
  acknowledged: Map<string, string>;
  /** Notifies not acknowledged yet (the server was down): the provider retries them. */
  pending: Map<string, { paymentNo: string; amountFen: number; notifyId: string }>;
  /** Answers by kind: 'ok', 'refused <code>', 'http <status>', 'down'. */
  outcomes: Map<string, number>;
}

export function newRecord(): LoadRecord {
  return { booked: [], acknowledged: new Map(), pending: new Map(), outcomes: new Map() };
}

function count(rec: LoadRecord, key: string) {
  rec.outcomes.set(key, (rec.outcomes.get(key) ?? 0) + 1);
}

/** Runs `workers` loops of book → pay until `stop()` returns true. */
export async function runLoad(opts: {
  base: () => string;
  token: string;
  /** Round-robin: flights, trains, buses… */
  bookers: Booker[];
  workers: number;
  stop: () => boolean;
  record: LoadRecord;
  firstPassenger: number;
}): Promise<void> {
  let n = opts.firstPassenger;
  const rec = opts.record;
  const worker = async (w: number) => {
    while (!opts.stop()) {
      const i = n++;
      const book = opts.bookers[(i + w) % opts.bookers.length]!;
      const booked = await book(opts.base(), i);
      if (booked.status === 0) {
        count(rec, 'down');
        await new Promise((r) => setTimeout(r, 100));
        continue;
      }
      if (booked.code !== 200) {
        count(rec, booked.status === 200 ? `refused ${booked.code}` : `http ${booked.status}`);
        continue;
      }
      count(rec, 'ok');
      rec.booked.push(booked.data.orderNo);
      const pay = await startPayment(opts.base(), opts.token, booked.data.orderNo);
      if (pay.code !== 200) continue;
      const notice = {
        paymentNo: pay.data.paymentNo,
        amountFen: pay.data.amountFen,
        notifyId: `N${pay.data.paymentNo}`,
      };
      const status = await sendNotify(opts.base(), notice);
      if (status === 200) rec.acknowledged.set(notice.paymentNo, notice.notifyId);
      else rec.pending.set(notice.paymentNo, notice);
    }
  };
  await Promise.all(Array.from({ length: opts.workers }, (_, w) => worker(w)));
}

/** The provider's retries: resends every pending notify until acknowledged (or gives up). */
export async function retryNotifies(base: string, rec: LoadRecord, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (rec.pending.size && Date.now() < until) {
    for (const [no, notice] of rec.pending) {
      if ((await sendNotify(base, notice)) === 200) {
        rec.pending.delete(no);
        rec.acknowledged.set(no, notice.notifyId);
      }
    }
    if (rec.pending.size) await new Promise((r) => setTimeout(r, 500));
  }
}

/** Polls `check` until it returns true or `timeoutMs` passes. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return check();
}
