/** An amount in fen as Chinese screens and messages write it: `¥1280.00`. */
export function yuanAmount(fen: number): string {
  return `¥${(fen / 100).toFixed(2)}`;
}
