/** An amount in fen as Chinese screens and messages write it: `¥1280.00`. */
export function yuanText(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}
