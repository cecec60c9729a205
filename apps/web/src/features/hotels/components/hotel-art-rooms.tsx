// The indoor and pool drawings of components/hotel-art.tsx (same 320×200 canvas).
import { Sky, SKIES, type ArtProps } from './hotel-art-parts';

/** A guest room: window with the city, bed with the brand's headboard, lamp and picture. */
export function RoomArt({ rnd, stars, uid, brand }: ArtProps) {
  const sky = SKIES[Math.floor(rnd() * SKIES.length)]!;
  const twin = rnd() < 0.35;
  const winW = 60 + stars * 10;
  return (
    <>
      <defs>
        <linearGradient id={`wall${uid}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3e9dc" />
          <stop offset="1" stopColor="#e2d3bf" />
        </linearGradient>
        <linearGradient id={`sky${uid}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky.top} />
          <stop offset="1" stopColor={sky.bottom} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#wall${uid})`} />
      <rect
        x="18"
        y="30"
        width={winW}
        height="100"
        fill={`url(#sky${uid})`}
        stroke="#fff"
        strokeWidth="4"
      />
      <g transform="translate(18 30)">
        <rect x="0" y="62" width="14" height="38" fill={sky.far} />
        <rect x="18" y="48" width="12" height="52" fill={sky.far} />
        <rect x="36" y="70" width="16" height="30" fill={sky.far} />
      </g>
      <rect x="10" y="24" width="12" height="112" fill={brand} opacity="0.85" />
      <rect x={winW + 14} y="24" width="12" height="112" fill={brand} opacity="0.85" />
      <rect x="0" y="150" width="320" height="50" fill={stars >= 4 ? '#8c6a4f' : '#b98b5e'} />
      <rect x={twin ? 150 : 160} y="78" width={twin ? 150 : 130} height="40" rx="4" fill={brand} />
      {(twin ? [150, 230] : [160]).map((bx) => (
        <g key={bx}>
          <rect x={bx} y="112" width={twin ? 70 : 130} height="46" rx="4" fill="#fbfbfb" />
          <rect x={bx} y="130" width={twin ? 70 : 130} height="28" rx="3" fill="#e6ecf3" />
          <rect
            x={bx + 8}
            y="102"
            width={twin ? 54 : 50}
            height="14"
            rx="6"
            fill="#fff"
            stroke="#d5dbe3"
          />
          {!twin && (
            <rect x={bx + 72} y="102" width="50" height="14" rx="6" fill="#fff" stroke="#d5dbe3" />
          )}
        </g>
      ))}
      <rect x={twin ? 120 : 130} y="128" width="24" height="30" fill="#7a5a41" />
      <circle cx={twin ? 132 : 142} cy="110" r="10" fill="#ffe6a8" opacity="0.7" />
      <path d={`M${twin ? 124 : 134} 118 h16 l-4 -12 h-8 z`} fill="#f5efe4" stroke="#cdbfae" />
      {!twin && (
        <rect x="200" y="40" width="50" height="28" fill="#fff" stroke="#b7a58f" strokeWidth="3" />
      )}
    </>
  );
}

/** The lobby: marble floor, the brand's wall, reception desk, chandelier and plants. */
export function LobbyArt({ rnd, stars, uid, brand }: ArtProps) {
  const lights = stars + 2;
  const deskX = 90 + Math.floor(rnd() * 60);
  return (
    <>
      <defs>
        <linearGradient id={`floor${uid}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e9e4da" />
          <stop offset="1" stopColor="#bfb6a6" />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill="#f6f1e8" />
      <rect x="0" y="130" width="320" height="70" fill={`url(#floor${uid})`} />
      <rect x="60" y="30" width="200" height="100" fill={brand} opacity="0.9" />
      <rect x="130" y="58" width="60" height="8" rx="2" fill="#fff" opacity="0.9" />
      {[24, 296].map((cx) => (
        <rect key={cx} x={cx - 9} y="10" width="18" height="140" fill="#ddd3c2" />
      ))}
      <rect x={deskX} y="110" width="120" height="34" rx="3" fill="#3b3127" />
      <rect x={deskX} y="106" width="120" height="6" fill={stars >= 4 ? '#d4af37' : '#8a7560'} />
      <line x1="160" y1="0" x2="160" y2="18" stroke="#8a7560" />
      {Array.from({ length: lights }, (_, i) => (
        <circle
          key={i}
          cx={160 + (i - (lights - 1) / 2) * 12}
          cy={22 + (i % 2) * 6}
          r="4"
          fill="#ffe9a8"
        />
      ))}
      {[44, 276].map((px) => (
        <g key={px}>
          <rect x={px - 8} y="150" width="16" height="20" fill="#8a6d52" />
          <circle cx={px} cy="140" r="14" fill="#3d8b5a" />
        </g>
      ))}
    </>
  );
}

/** The pool: water with lanes, loungers and the brand's umbrella. */
export function PoolArt({ rnd, uid, brand }: ArtProps) {
  const sky = SKIES[0];
  const waves = [];
  for (let y = 128; y < 196; y += 12) {
    waves.push(
      <path
        key={y}
        d={`M0 ${y} q 20 -5 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0 t 40 0`}
        stroke="#e6f7ff"
        strokeWidth="1.5"
        fill="none"
        opacity="0.6"
      />,
    );
  }
  const lounger = 40 + Math.floor(rnd() * 40);
  return (
    <>
      <defs>
        <linearGradient id={`water${uid}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#38bdf8" />
          <stop offset="1" stopColor="#0369a1" />
        </linearGradient>
      </defs>
      <Sky uid={uid} sky={sky} />
      <rect x="0" y="96" width="320" height="24" fill="#efe6d6" />
      <rect x="0" y="118" width="320" height="82" fill={`url(#water${uid})`} />
      {waves}
      {[lounger, lounger + 56].map((lx) => (
        <path
          key={lx}
          d={`M${lx} 112 l40 0 l10 -10`}
          stroke="#fff"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
      ))}
      <line x1="250" y1="110" x2="250" y2="62" stroke="#6b4f36" strokeWidth="2" />
      <path d="M214 68 Q250 36 286 68 Z" fill={brand} />
      <path d="M36 100 q 4 -40 10 -56" stroke="#7a5a41" strokeWidth="4" fill="none" />
      <path
        d="M46 44 q -24 -6 -34 10 M46 44 q 22 -10 34 6 M46 44 q -8 -16 -26 -16 M46 44 q 12 -16 28 -12"
        stroke="#2f7d4f"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
    </>
  );
}
