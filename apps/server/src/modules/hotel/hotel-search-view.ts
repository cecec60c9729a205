// The search answer's parts built from the rows a search keeps: cards, facets and the city.
import type { HotelCard, HotelSearchResult } from '@lvxing/shared';
import { sampleReviews, type Hotel, type HotelCity } from './catalog';
import type { HotelOffer, HotelOpen } from './hotel-availability';
import { cityBounds } from './hotel-places';
import type { ReviewScores } from './hotel-reviews.service';

/** A hotel open for the stay, as a search keeps it (shared between searches: never changed). */
export interface SearchRow {
  readonly hotel: Hotel;
  readonly open: HotelOpen;
  readonly scores: ReviewScores;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

const QUOTE_CHARS = 30;
const quotes = new Map<string, string | null>();

/**
 * The card's quote: the hotel's newest sample review, cut at 30 characters (the catalog is the
 * same for every instance and request, so it is made once per hotel).
 */
function quoteOf(hotel: Hotel): string | null {
  let quote = quotes.get(hotel.id);
  if (quote === undefined) {
    const text = sampleReviews(hotel, 1, 1)[0]?.text ?? null;
    quote = text && text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS)}…` : text;
    quotes.set(hotel.id, quote);
  }
  return quote;
}

/** A result card; `distanceTo` names the point `km` is measured to. */
export function hotelCard(
  r: SearchRow,
  price: Omit<HotelOffer, 'tags'>,
  km: number,
  distanceTo: string,
): HotelCard {
  const h = r.hotel;
  return {
    hotelId: h.id,
    name: h.name,
    brand: h.brand,
    stars: h.stars,
    districtName: h.districtName,
    address: h.address,
    lat: h.lat,
    lng: h.lng,
    score: r.scores.score,
    reviewCount: r.scores.reviewCount,
    reviewQuote: quoteOf(h),
    distanceKm: round1(km),
    distanceTo,
    tags: r.open.tags,
    lowestNightlyFen: price.lowestNightlyFen,
    roomsLeft: price.roomsLeft,
    openYear: h.openYear,
  };
}

function facetCounts(rows: readonly SearchRow[], key: (h: Hotel) => string | null) {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const k = key(r.hotel);
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
}

/** Brands and districts of the open hotels (before the hotel-level filters), and the landmarks. */
export function searchFacets(
  city: HotelCity,
  rows: readonly SearchRow[],
): HotelSearchResult['facets'] {
  return {
    brands: facetCounts(rows, (h) => h.brand),
    districts: facetCounts(rows, (h) => h.districtName),
    landmarks: city.landmarks.map(({ id, name, kind, lat, lng }) => ({ id, name, kind, lat, lng })),
  };
}

/** The city as the answer shows it: centre and the bounds of its hotels. */
export function cityView(city: HotelCity): HotelSearchResult['city'] {
  const { code, name, province, lat, lng } = city;
  return { code, name, province, center: { lat, lng }, bounds: cityBounds(city) };
}
