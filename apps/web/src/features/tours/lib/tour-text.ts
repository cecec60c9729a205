import type { TourCard } from '@lvxing/shared';

/** `5天4晚` (a one-day tour: `1天`). */
export function daysText(days: number, nights: number): string {
  return nights > 0 ? `${days}天${nights}晚` : `${days}天`;
}

/**
 * What is on the tour besides sights, as the card says it (never hidden in the notes): 纯玩
 * (no shopping stop, no 自费项目), else `含N个购物点 · M个自费项目` with the parts that apply.
 */
export function shoppingText(p: Pick<TourCard, 'pureFun' | 'shoppingStops' | 'paidExtras'>) {
  if (p.pureFun || (p.shoppingStops === 0 && p.paidExtras === 0)) return '纯玩 · 无购物无自费';
  const parts = [
    p.shoppingStops > 0 ? `含${p.shoppingStops}个购物点` : '无购物',
    p.paidExtras > 0 ? `${p.paidExtras}个自费项目` : '无自费',
  ];
  return parts.join(' · ');
}

/** `已售1.2万` / `已售356`. */
export function soldText(sold: number): string {
  return sold >= 10_000 ? `已售${(sold / 10_000).toFixed(1)}万` : `已售${sold}`;
}

/** A refund ladder step (`fromDays` ≥ `toDays`): `出发前4-6天`, `出发前1天`, `出发当天`. */
export function ladderWindow(fromDays: number, toDays: number): string {
  if (fromDays === 0) return '出发当天';
  if (fromDays === toDays) return `出发前${fromDays}天`;
  return `出发前${toDays}-${fromDays}天`;
}

/**
 * The ladder as the page's table rows: before its first step no fee is due (the 示范文本's
 * 行程开始前 N 日以上 clause), then each step's window and fee.
 */
export function ladderRows(
  ladder: readonly { fromDays: number; toDays: number; feePercent: number }[],
) {
  const first = ladder[0];
  const free = first
    ? [{ window: `出发前${first.fromDays + 1}天及以上`, fee: '不收取违约金' }]
    : [];
  return [
    ...free,
    ...ladder.map((s) => ({
      window: ladderWindow(s.fromDays, s.toDays),
      fee: `旅游费用的${s.feePercent}%`,
    })),
  ];
}
