/**
 * The booking a visitor chose before logging in. After a login the overlay goes to
 * /ticket/book?train=flight (site-spec §2); the booking page picks the chosen offer up from here.
 */
const KEY = 'lvxing-pending-flight-booking';

export function savePendingBooking(url: string): void {
  sessionStorage.setItem(KEY, JSON.stringify({ url, at: Date.now() }));
}

/** The saved booking URL (at most 30 minutes old), removed once read. */
export function takePendingBooking(): string | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    const { url, at } = JSON.parse(raw) as { url?: unknown; at?: unknown };
    const fresh = typeof at === 'number' && Date.now() - at < 30 * 60_000;
    return fresh && typeof url === 'string' && url.startsWith('/ticket/book?') ? url : null;
  } catch {
    return null;
  }
}

/** The booking page URL for an offer (and the return offer of a round trip). */
export function bookingUrl(
  offerId: string,
  returnOfferId: string | null,
  passengers: number,
): string {
  const q = new URLSearchParams({ train: 'flight', offerId });
  if (returnOfferId) q.set('returnOfferId', returnOfferId);
  if (passengers > 1) q.set('passengers', String(passengers));
  return `/ticket/book?${q}`;
}
