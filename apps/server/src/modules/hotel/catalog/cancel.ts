import type { HotelCancelPolicy } from '@lvxing/shared';
import { addDays } from '../../../lib/catalog/day-info';
import type { CancelRule, RatePlan } from './types';

const HOUR_MS = 3_600_000;

/** A Beijing wall-clock time as an instant. */
const beijing = (date: string, hour: number) =>
  new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`);

/** 2026年12月3日18:00 (Beijing). */
function words(at: Date): string {
  const b = new Date(at.getTime() + 8 * HOUR_MS);
  const hh = String(b.getUTCHours()).padStart(2, '0');
  const mm = String(b.getUTCMinutes()).padStart(2, '0');
  return `${b.getUTCFullYear()}年${b.getUTCMonth() + 1}月${b.getUTCDate()}日${hh}:${mm}`;
}

/** End of the check-in day (24:00 Beijing), which tiers count back from. */
const checkInDayEnd = (checkIn: string) => beijing(addDays(checkIn, 1), 0);
/** Last instant of a free-until rule. */
const freeUntilOf = (c: CancelRule, checkIn: string) =>
  beijing(addDays(checkIn, -(c.daysBefore ?? 0)), c.freeHour ?? 18);
/** Tier deadlines, in time order. */
const tierDeadlines = (c: CancelRule, checkIn: string) =>
  (c.tiers ?? []).map((x) => ({
    until: new Date(checkInDayEnd(checkIn).getTime() - x.hoursBefore * HOUR_MS),
    feePercent: x.feePercent,
  }));

/**
 * The plan's cancel policy for a stay, with absolute Beijing instants and its text, e.g.
 * `2026年12月3日18:00前可免费取消，逾期收取首晚房费`. Tiers list what share of the amount paid is
 * kept until each instant (a FREE_UNTIL rule's fee after its window is the first night or the
 * whole stay, as the text says).
 */
export function cancelPolicyOf(plan: RatePlan, checkIn: string): HotelCancelPolicy {
  const c = plan.cancel;
  if (c.type === 'FREE_UNTIL') {
    const until = freeUntilOf(c, checkIn);
    const late = c.lateFee === 'ALL' ? '全部房费' : '首晚房费';
    return {
      type: c.type,
      text: `${words(until)}前可免费取消，逾期收取${late}`,
      freeUntil: until.toISOString(),
      tiers: [{ until: until.toISOString(), feePercent: 0 }],
    };
  }
  if (c.type === 'TIERED') {
    const steps = tierDeadlines(c, checkIn);
    const text = steps.map(
      (s) => `${words(s.until)}前取消${s.feePercent ? `收取${s.feePercent}%房费` : '免费'}`,
    );
    return {
      type: c.type,
      text: `${text.join('；')}；之后不可取消`,
      freeUntil: steps.find((s) => s.feePercent === 0)?.until.toISOString() ?? null,
      tiers: [
        ...steps.map((s) => ({ until: s.until.toISOString(), feePercent: s.feePercent })),
        { until: null, feePercent: 100 },
      ],
    };
  }
  return {
    type: c.type,
    text: '预订成功后不可取消、不可修改，未入住将收取全部房费',
    freeUntil: null,
    tiers: [{ until: null, feePercent: 100 }],
  };
}

/**
 * Fee (fen) of cancelling at `now` a booking of `plan` that paid `paidFen` online; null when it
 * cannot be cancelled now. FREE_UNTIL: 0 in the window, then the first night (or the whole stay)
 * capped at what was paid — so a pay-at-hotel booking without a guarantee always costs 0 — until
 * 06:00 after the check-in day (凌晨房's end). TIERED: the tier's share of what was paid; past the
 * last tier null. NON_REFUNDABLE: null, as its text says (预订成功后不可取消; the OTAs refuse such a
 * cancel rather than take a fee of everything).
 */
export function cancelFeeFen(
  plan: RatePlan,
  checkIn: string,
  amounts: { paidFen: number; firstNightFen: number; totalFen: number },
  now: Date,
): number | null {
  const c = plan.cancel;
  const t = now.getTime();
  if (c.type === 'FREE_UNTIL') {
    if (t <= freeUntilOf(c, checkIn).getTime()) return 0;
    if (t >= beijing(addDays(checkIn, 1), 6).getTime()) return null;
    const late = c.lateFee === 'ALL' ? amounts.totalFen : amounts.firstNightFen;
    return Math.min(amounts.paidFen, late);
  }
  if (c.type === 'TIERED') {
    const step = tierDeadlines(c, checkIn).find((s) => t <= s.until.getTime());
    return step ? Math.round((amounts.paidFen * step.feePercent) / 100) : null;
  }
  return null;
}
