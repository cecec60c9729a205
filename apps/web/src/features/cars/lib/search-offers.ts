// A search answer names each offer's store by id and gives the cover tiers once (a city's answer
// is half the size): the cards and the booking page get the offer whole.
import type { CarOffer, CarRentalSearchResult, CarSearchOffer } from '@lvxing/shared';

/** `offer` with its store (one of the answer's pick-up stores) and the answer's cover tiers. */
export function wholeOffer(result: CarRentalSearchResult, offer: CarSearchOffer): CarOffer | null {
  const store = result.pickupStores.find((s) => s.id === offer.storeId);
  return store ? { ...offer, store, insurance: result.insurance } : null;
}

/** The offer `offerId` of the answer, whole, or null when it is not (or no longer) offered. */
export function findOffer(result: CarRentalSearchResult, offerId: string): CarOffer | null {
  for (const g of result.groups) {
    const found = g.offers.find((o) => o.offerId === offerId);
    if (found) return wholeOffer(result, found);
  }
  return null;
}
