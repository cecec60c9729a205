import { lazy } from 'react';
import { useSearchParams } from 'react-router';

// Each screen is its own chunk (site-spec §2: every screen is loaded on demand); features cannot
// import each other, so the app picks the screen of a shared route by its query.
const FlightBookPage = lazy(() => import('@/features/flights/routes/ticket-book-page'));
const TrainBookPage = lazy(() => import('@/features/trains/routes/train-book-page'));
const BusBookPage = lazy(() => import('@/features/buses/routes/bus-book-page'));
const TrainPage = lazy(() => import('@/features/trains/routes/train-page'));
const BusPage = lazy(() => import('@/features/buses/routes/bus-page'));

/** /ticket/book: ?train=train → train booking, ?train=bus → coach booking, else flights. */
export function TicketBookRoute() {
  const [params] = useSearchParams();
  const kind = params.get('train');
  if (kind === 'train') return <TrainBookPage />;
  if (kind === 'bus') return <BusBookPage />;
  return <FlightBookPage />;
}

/** /train: the 火车票 tab, or the 汽车票 tab with ?type=bus. */
export function TrainRoute() {
  const [params] = useSearchParams();
  return params.get('type') === 'bus' ? <BusPage /> : <TrainPage />;
}
