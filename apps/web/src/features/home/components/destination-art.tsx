// Destination pictures drawn as SVG (no external images: CSP, offline): a sky and the place's
// best-known sight in a few shapes, in the colours of its season.

/** The destinations the home page shows, with their hotel city codes and what they are known for. */
export const DESTINATIONS = [
  { code: '460200', name: '三亚', line: '椰林海湾 · 冬季避寒', art: 'sea' },
  { code: '450300', name: '桂林', line: '漓江山水 · 甲天下', art: 'karst' },
  { code: '610100', name: '西安', line: '古城墙 · 兵马俑', art: 'wall' },
  { code: '510100', name: '成都', line: '熊猫基地 · 宽窄巷子', art: 'bamboo' },
  { code: '350200', name: '厦门', line: '鼓浪屿 · 环岛路', art: 'island' },
  { code: '230100', name: '哈尔滨', line: '冰雪大世界 · 中央大街', art: 'ice' },
] as const;

type Art = (typeof DESTINATIONS)[number]['art'];

const SKY: Record<Art, [string, string]> = {
  sea: ['#38bdf8', '#fde68a'],
  karst: ['#a7f3d0', '#ecfccb'],
  wall: ['#fdba74', '#fef3c7'],
  bamboo: ['#bbf7d0', '#f0fdf4'],
  island: ['#7dd3fc', '#e0f2fe'],
  ice: ['#c7d2fe', '#f8fafc'],
};

const SCENE: Record<Art, React.ReactNode> = {
  sea: (
    <>
      <circle cx="150" cy="34" r="16" fill="#fbbf24" />
      <path d="M0 78 Q40 70 80 78 T160 78 T240 78 V120 H0Z" fill="#0ea5e9" />
      <path d="M0 92 Q40 84 80 92 T160 92 T240 92 V120 H0Z" fill="#0284c7" />
      <path d="M40 80 Q44 50 36 30" stroke="#92400e" strokeWidth="4" fill="none" />
      <path
        d="M36 30 q-16 -2 -22 10 M36 30 q14 -8 24 2 M36 30 q-4 -14 -16 -16"
        stroke="#15803d"
        strokeWidth="4"
        fill="none"
      />
    </>
  ),
  karst: (
    <>
      <path
        d="M0 90 L20 50 Q30 30 40 52 L55 80 L70 40 Q80 18 92 42 L110 86 L130 46 Q142 26 152 50 L175 92 L195 56 Q205 40 214 58 L240 90 V120 H0Z"
        fill="#16a34a"
      />
      <path d="M0 96 Q60 88 120 98 T240 94 V120 H0Z" fill="#67e8f9" />
    </>
  ),
  wall: (
    <>
      <circle cx="190" cy="30" r="14" fill="#f97316" opacity="0.8" />
      <path d="M0 70 h240 v50 H0Z" fill="#92400e" />
      <path
        d="M0 64 h240 v8 H0Z M6 58 h10 v6 h-10Z M26 58 h10 v6 h-10Z M46 58 h10 v6 h-10Z M166 58 h10 v6 h-10Z M186 58 h10 v6 h-10Z M206 58 h10 v6 h-10Z M226 58 h10 v6 h-10Z"
        fill="#78350f"
      />
      <path
        d="M80 64 V40 h80 v24Z M72 40 h96 l-10 -12 h-76Z M92 28 h56 l-8 -10 h-40Z"
        fill="#7c2d12"
      />
      <path d="M110 120 v-30 a10 10 0 0 1 20 0 v30Z" fill="#451a03" />
    </>
  ),
  bamboo: (
    <>
      <path d="M0 96 Q120 80 240 96 V120 H0Z" fill="#4ade80" />
      <path
        d="M30 120 V20 M48 120 V34 M200 120 V16 M216 120 V40"
        stroke="#15803d"
        strokeWidth="5"
      />
      <circle cx="124" cy="82" r="18" fill="#fff" />
      <circle cx="124" cy="62" r="13" fill="#fff" />
      <circle cx="113" cy="52" r="5" fill="#111827" />
      <circle cx="135" cy="52" r="5" fill="#111827" />
      <ellipse cx="119" cy="62" rx="3.5" ry="4" fill="#111827" />
      <ellipse cx="129" cy="62" rx="3.5" ry="4" fill="#111827" />
      <ellipse cx="112" cy="90" rx="6" ry="9" fill="#111827" />
      <ellipse cx="136" cy="90" rx="6" ry="9" fill="#111827" />
    </>
  ),
  island: (
    <>
      <path d="M0 84 H240 V120 H0Z" fill="#0ea5e9" />
      <path d="M60 86 Q100 50 150 60 Q180 66 196 86Z" fill="#22c55e" />
      <path d="M126 62 v-22 h6 v22Z M122 40 h14 l-7 -12Z" fill="#dc2626" />
      <path
        d="M20 100 q20 -6 40 0 M150 104 q20 -6 40 0"
        stroke="#e0f2fe"
        strokeWidth="3"
        fill="none"
      />
    </>
  ),
  ice: (
    <>
      <path d="M0 94 Q120 84 240 94 V120 H0Z" fill="#f8fafc" />
      <path
        d="M70 94 V54 l16 -20 l16 20 V94Z M120 94 V40 l20 -26 l20 26 V94Z M178 94 V62 l12 -14 l12 14 V94Z"
        fill="#93c5fd"
        stroke="#3b82f6"
        strokeWidth="2"
      />
      <path d="M30 36 l4 8 l-4 8 l-4 -8Z M214 26 l3 6 l-3 6 l-3 -6Z" fill="#fff" />
    </>
  ),
};

/** A destination's picture (decorative: the card says the name). */
export function DestinationArt({ art }: { art: Art }) {
  const [top, bottom] = SKY[art];
  return (
    <svg
      className="dest__art"
      viewBox="0 0 240 120"
      aria-hidden="true"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={`sky-${art}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={top} />
          <stop offset="1" stopColor={bottom} />
        </linearGradient>
      </defs>
      <rect width="240" height="120" fill={`url(#sky-${art})`} />
      {SCENE[art]}
    </svg>
  );
}
