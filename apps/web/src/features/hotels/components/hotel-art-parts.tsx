// The drawings of components/hotel-art.tsx, on a 320×200 canvas (ground line at y=180).

export interface ArtProps {
  rnd: () => number;
  /** 钻级 2–5. */
  stars: number;
  /** Unique per drawing, for gradient ids. */
  uid: string;
  brand: string;
}

/** A seeded PRNG (FNV-1a of the key, then mulberry32): the same key draws the same picture. */
export function artRandom(key: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SKIES = [
  { top: '#5aa9f0', bottom: '#dff0ff', lit: 0, far: '#b9d3ec' },
  { top: '#6d5fa8', bottom: '#fbc58f', lit: 0.45, far: '#a98bb0' },
  { top: '#172445', bottom: '#4a5a8c', lit: 0.65, far: '#2c3a62' },
] as const;

/** Floors and width of the main building by 钻级. */
const BUILDING = { 2: [6, 112], 3: [9, 124], 4: [12, 104], 5: [14, 116] } as Record<
  number,
  [number, number]
>;
const FACADE = { 2: '#d9c3a0', 3: '#c7ccd6', 4: '#53647d', 5: '#2f3d52' } as Record<number, string>;

export function Sky({ uid, sky }: { uid: string; sky: (typeof SKIES)[number] }) {
  return (
    <>
      <defs>
        <linearGradient id={`sky${uid}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky.top} />
          <stop offset="1" stopColor={sky.bottom} />
        </linearGradient>
      </defs>
      <rect width="320" height="200" fill={`url(#sky${uid})`} />
    </>
  );
}

function Skyline({ rnd, fill }: { rnd: () => number; fill: string }) {
  const towers = [];
  for (let x = -10; x < 330; x += 22 + Math.floor(rnd() * 18)) {
    const h = 40 + Math.floor(rnd() * 70);
    towers.push(
      <rect key={x} x={x} y={180 - h} width={18 + Math.floor(rnd() * 14)} height={h} fill={fill} />,
    );
  }
  return <g opacity="0.75">{towers}</g>;
}

function Tree({ x }: { x: number }) {
  return (
    <g>
      <rect x={x - 1.5} y={166} width="3" height="14" fill="#6b4f36" />
      <circle cx={x} cy={160} r="10" fill="#2f7d4f" />
      <circle cx={x + 6} cy={165} r="7" fill="#3d9a62" />
    </g>
  );
}

/** The hotel from the street: its height and finish by 钻级, lit windows at dusk and night. */
export function FacadeArt({ rnd, stars, uid, brand }: ArtProps) {
  const sky = SKIES[Math.floor(rnd() * SKIES.length)]!;
  const [floors, width] = BUILDING[stars]!;
  const x = 160 - width / 2 + Math.round((rnd() - 0.5) * 40);
  const top = 180 - floors * 11 - 18;
  const cols = Math.floor((width - 12) / 13);
  const windows = [];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const lit = rnd() < sky.lit;
      const fill = lit ? '#ffd98a' : sky.lit ? '#27324a' : stars >= 4 ? '#9cc7ee' : '#7d93ad';
      windows.push(
        <rect
          key={`${f}-${c}`}
          x={x + 8 + c * 13}
          y={top + 18 + f * 11}
          width="9"
          height="7"
          fill={fill}
        />,
      );
    }
  }
  return (
    <>
      <Sky uid={uid} sky={sky} />
      {sky.lit > 0.5 ? (
        <circle cx="268" cy="34" r="11" fill="#f4f1de" />
      ) : (
        <circle cx="266" cy="36" r="14" fill="#fff3c4" opacity="0.9" />
      )}
      <Skyline rnd={rnd} fill={sky.far} />
      {stars === 5 && (
        <path
          d={`M${x + width / 2 - 20} ${top} L${x + width / 2} ${top - 22} L${x + width / 2 + 20} ${top} Z`}
          fill={FACADE[5]}
        />
      )}
      <rect x={x} y={top} width={width} height={180 - top} fill={FACADE[stars]} />
      <rect x={x} y={top + 3} width={width} height="10" fill={brand} />
      <rect
        x={x + width / 2 - 18}
        y={top + 6}
        width="36"
        height="4"
        rx="1"
        fill="#fff"
        opacity="0.9"
      />
      {stars >= 4 && <rect x={x} y={top} width={width} height="2" fill="#e8c770" />}
      {windows}
      <rect x={x + width / 2 - 22} y={166} width="44" height="14" fill="#1b2330" />
      <rect x={x + width / 2 - 28} y={162} width="56" height="5" fill={brand} />
      <rect x="0" y="180" width="320" height="20" fill="#c9ced6" />
      <rect x="0" y="188" width="320" height="12" fill="#5b6472" />
      <Tree x={x - 14} />
      <Tree x={x + width + 14} />
    </>
  );
}
