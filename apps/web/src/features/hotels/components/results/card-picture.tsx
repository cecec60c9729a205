import { lazy, Suspense } from 'react';

// The drawn picture arrives after the list, as a photo would: its module (~2.8 KB gzip) stays out
// of /hotel's first render, which the bundle budget keeps under 170 KB.
const HotelArt = lazy(() => import('../hotel-art').then((m) => ({ default: m.HotelArt })));

/** A result card's picture: a tinted frame until the hotel's drawn picture has loaded. */
export function CardPicture(props: { hotelId: string; stars: number; name: string }) {
  return (
    <Suspense fallback={<span className="hotel-card__pic-wait" aria-hidden="true" />}>
      <HotelArt hotelId={props.hotelId} stars={props.stars} name={props.name} />
    </Suspense>
  );
}
