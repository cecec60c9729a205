/**
 * Sorting and filtering steps every kind's result list shares (client side, on the day's full
 * result). Times are HH:MM, as the search answers carry them.
 */

/** Whether a HH:MM time falls in a band such as `06-12` (from inclusive, to exclusive). */
export function inBand(time: string, band: string): boolean {
  const [from, to] = band.split('-').map(Number) as [number, number];
  const hour = Number(time.slice(0, 2));
  return hour >= from && hour < to;
}

/** A filter of picks: passes when nothing is picked, or when one of the picks fits. */
export const anyOf = <T>(picks: readonly T[] | undefined, fits: (pick: T) => boolean) =>
  !picks?.length || picks.some(fits);

/**
 * Sorted copy by `value`, ascending or descending; an item valued Infinity (nothing bookable, on
 * price) goes last either way; ties by departure time.
 */
export function sortByValue<T extends { depTime: string }>(
  list: readonly T[],
  value: (item: T) => number,
  order: 'asc' | 'desc',
): T[] {
  const dir = order === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === vb) return a.depTime.localeCompare(b.depTime);
    if (va === Number.POSITIVE_INFINITY) return 1;
    if (vb === Number.POSITIVE_INFINITY) return -1;
    return (va - vb) * dir;
  });
}
