/**
 * The booking a visitor chose before logging in (any kind: flight, train, coach, hotel). After a
 * login the overlay goes to /ticket/book?train=flight or ?train=train (site-spec §2); the booking
 * screen that opens without a choice of its own picks the saved booking up from here.
 */
const KEY = 'lvxing-pending-flight-booking';
const MAX_AGE_MS = 30 * 60_000;

/** Booking addresses a saved booking may lead back to (the kinds' booking screens). */
const BOOKING_PATHS = ['/ticket/book?', '/hotel/book?'];

/** Remembers `url` (a /ticket/book?… or /hotel/book?… address) for the next booking screen. */
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
    const fresh = typeof at === 'number' && Date.now() - at < MAX_AGE_MS;
    const booking = typeof url === 'string' && BOOKING_PATHS.some((p) => url.startsWith(p));
    return fresh && booking ? url : null;
  } catch {
    return null;
  }
}
