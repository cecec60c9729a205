import { useSearchParams } from 'react-router';
import { lazyScreen, type LazyScreen } from './lazy-screen';

// Each screen is its own chunk (site-spec §2: every screen is loaded on demand); features cannot
// import each other, so the app picks the screen of a shared route by its query.
const flightBook = lazyScreen(() => import('@/features/flights/routes/ticket-book-page'));
const trainBook = lazyScreen(() => import('@/features/trains/routes/train-book-page'));
const busBook = lazyScreen(() => import('@/features/buses/routes/bus-book-page'));
const trains = lazyScreen(() => import('@/features/trains/routes/train-page'));
const buses = lazyScreen(() => import('@/features/buses/routes/bus-page'));

/** A route shared by several kinds: picks the kind's screen by the query. */
export interface KindRoute {
  /** The screen for a query string (`?…` or empty). */
  screenFor: (search: string) => LazyScreen;
}

/** /ticket/book: ?train=train → train booking, ?train=bus → coach booking, else flights. */
export const ticketBook: KindRoute = {
  screenFor(search) {
    const kind = new URLSearchParams(search).get('train');
    if (kind === 'train') return trainBook;
    if (kind === 'bus') return busBook;
    return flightBook;
  },
};

/** /train: the 火车票 tab, or the 汽车票 tab with ?type=bus. */
export const trainTabs: KindRoute = {
  screenFor: (search) => (new URLSearchParams(search).get('type') === 'bus' ? buses : trains),
};

/** The element of a shared route: the screen its current query picks. */
function useKindScreen(route: KindRoute) {
  const [params] = useSearchParams();
  return route.screenFor(params.toString()).Component;
}

export function TicketBookRoute() {
  const Screen = useKindScreen(ticketBook);
  return <Screen />;
}

export function TrainRoute() {
  const Screen = useKindScreen(trainTabs);
  return <Screen />;
}
