/**
 * Money and discount texts. Amounts travel as integer fen: whole yuan show without decimals
 * (¥1240), anything else with two (¥12.50).
 */
export function formatYuan(fen: number): string {
  const abs = Math.abs(Math.round(fen));
  const text = abs % 100 === 0 ? String(abs / 100) : (abs / 100).toFixed(2);
  return fen < 0 ? `-${text}` : text;
}

/** `¥1240`, `¥12.50`, `-¥30`. */
export function formatFen(fen: number): string {
  const text = formatYuan(fen);
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}

/** A discount on the full fare (0.45 → 4.5折); 全价 from 1 up. */
export function formatDiscount(discount: number): string {
  if (discount >= 1) return '全价';
  const tenths = Math.round(discount * 100) / 10;
  return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)}折`;
}
