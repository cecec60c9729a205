// The rows a hotel search works on: the hotels open for the stay with their scores, and the
// prices and distances a search works out for some of them.
import { LRUCache } from 'lru-cache';
import { distanceKm, type Hotel, type HotelCity, type LatLng, type StayFactors } from './catalog';
import {
  lowestOf,
  openOf,
  type HotelOffer,
  type HotelOpen,
  type PlanFilters,
  type StayAsk,
} from './hotel-availability';
import type { ReviewSums } from './hotel-reviews.repository';
import { blendScores } from './hotel-reviews.service';
import type { StayHeld } from './hotel-search-snapshot';
import { searchFacets, type SearchRow } from './hotel-search-view';

type Facets = ReturnType<typeof searchFacets>;

const NOTHING_HELD = new Map<string, number>();
/** Per ask (guests per room, rooms, plan filters): what each hotel has open with nothing held. */
const freeOpens = new LRUCache<string, Map<Hotel, HotelOpen | false>>({ max: 64 });

/**
 * {@link openOf} for hotels with no room held on the stay's nights: then every room type has its
 * whole allotment, and what is open depends on the guests per room, the rooms and the filters
 * only, so it is worked out once per hotel and such ask (the answer is shared: never change it).
 */
export function openWhenFree(
  ask: StayAsk,
  f: PlanFilters = {},
): (hotel: Hotel) => HotelOpen | null {
  const bits = [f.breakfast, f.freeCancel, f.payAtHotel, f.instantConfirm].map(Number).join('');
  const key = `${ask.guestsPerRoom}|${ask.rooms}|${bits}`;
  let memo = freeOpens.get(key);
  if (!memo) {
    memo = new Map();
    freeOpens.set(key, memo);
  }
  const known = memo;
  return (hotel) => {
    let open = known.get(hotel);
    if (open === undefined) {
      open = openOf(hotel, ask, NOTHING_HELD, f) ?? false;
      known.set(hotel, open);
    }
    return open || null;
  };
}

/** The open rows of a search, in 欢迎度 order, and their facets. */
export interface OpenRows {
  rows: readonly SearchRow[];
  facets: Facets;
}

/**
 * Open rows of a whole city with nothing held, per review snapshot (the `sums` map a snapshot
 * keeps for a few seconds) and ask: the same for every stay of that ask, so searches share them.
 */
const shared = new WeakMap<Map<string, ReviewSums>, Map<string, OpenRows>>();

/** What a search reads to find its open rows. */
export interface RowsAsk {
  city: HotelCity;
  /** The hotels searched, most popular first; `cityHotels` when the place is the whole city. */
  hotels: Hotel[];
  cityHotels: Hotel[];
  ask: StayAsk;
  filters: PlanFilters;
}

function build(a: RowsAsk, stay: StayHeld, sums: Map<string, ReviewSums>): OpenRows {
  const whenFree = openWhenFree(a.ask, a.filters);
  const rows: SearchRow[] = [];
  for (const hotel of a.hotels) {
    const open =
      stay.touched.size > 0 && stay.touched.has(hotel.id)
        ? openOf(hotel, a.ask, stay.held, a.filters)
        : whenFree(hotel);
    if (open) rows.push({ hotel, open, scores: blendScores(hotel, sums.get(hotel.id)) });
  }
  return { rows, facets: searchFacets(a.city, rows) };
}

/**
 * The hotels of `a` with rooms for the stay, with what they have open and their scores, and the
 * facets; shared with the searches of the same ask when the whole city is searched and nothing
 * is held on the stay's nights (rows are never changed: a search keeps its own measures).
 */
export function openRowsOf(a: RowsAsk, stay: StayHeld, sums: Map<string, ReviewSums>): OpenRows {
  if (stay.touched.size > 0 || a.hotels !== a.cityHotels) return build(a, stay, sums);
  const f = a.filters;
  const bits = [f.breakfast, f.freeCancel, f.payAtHotel, f.instantConfirm].map(Number).join('');
  const key = `${a.city.code}|${a.ask.guestsPerRoom}|${a.ask.rooms}|${bits}`;
  let asks = shared.get(sums);
  if (!asks) {
    asks = new Map();
    shared.set(sums, asks);
  }
  let found = asks.get(key);
  if (!found) {
    found = build(a, stay, sums);
    asks.set(key, found);
  }
  return found;
}

/** A search's prices and distances of its rows, each worked out once, when needed. */
export class RowMeasures {
  private readonly prices = new Map<SearchRow, Omit<HotelOffer, 'tags'>>();
  private readonly kms = new Map<SearchRow, number>();

  constructor(
    private readonly factorsOf: StayFactors,
    private readonly origin: LatLng,
  ) {}

  /** The row's lowest price for the stay. */
  price(r: SearchRow): Omit<HotelOffer, 'tags'> {
    let p = this.prices.get(r);
    if (!p) {
      p = lowestOf(r.open, this.factorsOf);
      this.prices.set(r, p);
    }
    return p;
  }

  /** The row's distance to the search's origin, km. */
  km(r: SearchRow): number {
    let km = this.kms.get(r);
    if (km === undefined) {
      km = distanceKm(r.hotel, this.origin);
      this.kms.set(r, km);
    }
    return km;
  }
}
