import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/client-value';

// The drawn picture arrives after the list, as a photo would: its module (~2.8 KB gzip) stays out
// of /hotel's first render, which the bundle budget keeps under 170 KB.
const HotelArt = lazy(() => import('../hotel-art').then((m) => ({ default: m.HotelArt })));

/**
 * A result card's picture: a tinted frame until the hotel's drawn picture has loaded. A page the
 * server rendered (with its list: the page data) has the frame until the app has hydrated it, so
 * that the server never waits for the picture's module and the app finds what the server drew.
 */
export function CardPicture(props: { hotelId: string; stars: number; name: string }) {
  const frame = <span className="hotel-card__pic-wait" aria-hidden="true" />;
  if (!useHydrated()) return frame;
  return (
    <Suspense fallback={frame}>
      <HotelArt hotelId={props.hotelId} stars={props.stars} name={props.name} />
    </Suspense>
  );
}
