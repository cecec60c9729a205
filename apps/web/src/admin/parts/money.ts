/** Fen as yuan with the ¥ sign: 12345 → ¥123.45. */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
