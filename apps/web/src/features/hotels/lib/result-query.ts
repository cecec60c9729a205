// The result state in the address (shared with the server, which renders /hotel with its first
// answer), and how the page changes it.
export {
  filtersOf,
  GROUP_KEYS,
  readResultQuery,
  TOGGLES,
  type GroupKey,
  type ResultQuery,
  type ToggleKey,
} from '@lvxing/shared';

/**
 * The address with `patch` applied (null or '' removes an entry); any change but the page's goes
 * back to page 1.
 */
export function patchQuery(
  params: URLSearchParams,
  patch: Record<string, string | null>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(patch)) {
    if (v) next.set(k, v);
    else next.delete(k);
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}
