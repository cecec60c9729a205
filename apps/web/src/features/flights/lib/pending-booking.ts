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
