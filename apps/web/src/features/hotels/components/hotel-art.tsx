import { useId } from 'react';
import { artRandom, FacadeArt, type ArtProps } from './hotel-art-parts';
import { LobbyArt, PoolArt, RoomArt } from './hotel-art-rooms';

export type HotelArtVariant = 'facade' | 'room' | 'lobby' | 'pool';

interface HotelArtProps {
  hotelId: string;
  /** Which picture of the hotel (a gallery's index): same id and seed, same picture. */
  seed?: number;
  variant?: HotelArtVariant;
  /** 钻级 2–5: the building's height and finish. */
  stars: number;
  /** The hotel's name, for the picture's label. */
  name?: string;
  className?: string;
}

const VARIANT_WORD: Record<HotelArtVariant, string> = {
  facade: '外观',
  room: '客房',
  lobby: '大堂',
  pool: '泳池',
};

const DRAW: Record<HotelArtVariant, (p: ArtProps) => React.JSX.Element> = {
  facade: FacadeArt,
  room: RoomArt,
  lobby: LobbyArt,
  pool: PoolArt,
};

/**
 * A hotel's picture, drawn as inline SVG from its id (no image files: the catalog is generated,
 * the CSP allows no external images and the site works offline). The same id, seed and variant
 * always draw the same picture; 钻级 sets the building's height and finish, the id its brand
 * colour, sky and windows. It fills its container (`slice`), like a cropped photo.
 */
export function HotelArt({
  hotelId,
  seed = 0,
  variant = 'facade',
  stars,
  name,
  className,
}: HotelArtProps) {
  const key = `${hotelId}#${seed}#${variant}`;
  // useId is unique in one React root; the key's hash keeps ids apart across roots too
  const uid =
    useId().replace(/[^a-zA-Z0-9_-]/g, '') + Math.floor(artRandom(key)() * 1e9).toString(36);
  const rnd = artRandom(key);
  const Draw = DRAW[variant];
  const label = `${name ?? '酒店'}${VARIANT_WORD[variant]}示意图`;
  return (
    <svg
      role="img"
      aria-label={label}
      className={className ? `hotel-art ${className}` : 'hotel-art'}
      viewBox="0 0 320 200"
      preserveAspectRatio="xMidYMid slice"
      width="100%"
      height="100%"
      style={{ display: 'block' }}
    >
      <Draw
        rnd={rnd}
        stars={Math.min(5, Math.max(2, Math.round(stars)))}
        uid={uid}
        brand={brandColour(hotelId)}
      />
    </svg>
  );
}

/** Brand colours: one per hotel id (a chain's hotels look alike only by chance, as in life). */
const BRANDS = [
  '#c8102e',
  '#0a5bd3',
  '#1f7a4d',
  '#8a3ffc',
  '#d97706',
  '#0f766e',
  '#9f1239',
  '#334155',
];

function brandColour(hotelId: string): string {
  return BRANDS[Math.floor(artRandom(hotelId)() * BRANDS.length)]!;
}
