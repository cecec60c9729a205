/**
 * Train and bus calls against a running server: find a journey with seats, book one passenger.
 */
import { beijingDay, call, latinName, residentId } from './client';

export interface TrainPick {
  trainCode: string;
  date: string;
  from: string;
  to: string;
  seatClass: string;
  seatsLeft: number;
}

/** The first train between two places on `days` ahead with seats of `seatClass`. */
export async function pickTrain(
  base: string,
  from: string,
  to: string,
  days: number,
  seatClass: string,
  nth = 0,
): Promise<TrainPick> {
  const date = beijingDay(days);
  const s = await call<{
    trains: {
      trainCode: string;
      saleState: string;
      from: { telecode: string };
      to: { telecode: string };
      seats: { seatClass: string; seatsLeft: number }[];
    }[];
  }>(base, '/api/train/ticket/search', { from, to, date });
  const trains = (s.data?.trains ?? []).filter(
    (t) =>
      t.saleState === 'ON_SALE' &&
      t.seats.some((c) => c.seatClass === seatClass && c.seatsLeft > 0),
  );
  const t = trains[nth % Math.max(trains.length, 1)];
  if (!t) throw new Error(`no train ${from}→${to} with ${seatClass} on ${date}: ${s.message}`);
  return {
    trainCode: t.trainCode,
    date,
    from: t.from.telecode,
    to: t.to.telecode,
    seatClass,
    seatsLeft: t.seats.find((c) => c.seatClass === seatClass)!.seatsLeft,
  };
}

/** Books one adult (passenger `n`) on a train journey. */
export function bookTrainOne(base: string, token: string, p: TrainPick, n: number) {
  return call<{ orderNo: string; totalFen: number }>(
    base,
    '/api/train/order/retail/create',
    {
      trainCode: p.trainCode,
      date: p.date,
      from: p.from,
      to: p.to,
      seatClass: p.seatClass,
      passengers: [{ name: latinName(n), idType: '1', idNo: residentId(n), ticketType: '1' }],
      contact: { name: '测试', mobile: '13800138000' },
    },
    token,
  );
}

export interface BusPick {
  scheduleId: string;
  date: string;
  seatsLeft: number;
}

/** The first bus departure between two cities on `days` ahead with seats. */
export async function pickBus(
  base: string,
  from: string,
  to: string,
  days: number,
): Promise<BusPick> {
  const date = beijingDay(days);
  const s = await call<{
    schedules: { scheduleId: string; seatsLeft: number; saleState: string }[];
  }>(base, '/api/bus/schedule/search', { from, to, date });
  const b = (s.data?.schedules ?? []).find((x) => x.saleState === 'ON_SALE' && x.seatsLeft > 0);
  if (!b) throw new Error(`no bus ${from}→${to} on ${date}: ${s.message}`);
  return { scheduleId: b.scheduleId, date, seatsLeft: b.seatsLeft };
}

/** Books one full-fare passenger (`n`) on a bus departure. */
export function bookBusOne(base: string, token: string, p: BusPick, n: number) {
  return call<{ orderNo: string; totalFen: number }>(
    base,
    '/api/bus/order/create',
    {
      scheduleId: p.scheduleId,
      date: p.date,
      passengers: [{ name: latinName(n), idType: '1', idNo: residentId(n), ticketType: 'FULL' }],
      contact: { name: '测试', mobile: '13800138000' },
    },
    token,
  );
}
