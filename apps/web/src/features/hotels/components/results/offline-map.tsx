import type { HotelCard, HotelLandmark, HotelSearchResult } from '@lvxing/shared';
import { formatYuan } from '@/components/money';
import { gridLines, inBox, MAP_H, MAP_W, project, viewBox } from './map-geometry';
import './hotel-map.css';

/** What a map of the results shows, offline or online. */
export interface HotelMapProps {
  city: HotelSearchResult['city'];
  hotels: readonly HotelCard[];
  landmarks: readonly HotelLandmark[];
  activeId: string | null;
  onPick: (hotelId: string) => void;
}

function Pin({
  hotel,
  box,
  active,
  onPick,
}: {
  hotel: HotelCard;
  box: ReturnType<typeof viewBox>;
  active: boolean;
  onPick: (id: string) => void;
}) {
  const p = project(box, hotel);
  const text = `¥${formatYuan(hotel.lowestNightlyFen)}`;
  const w = 12 + text.length * 8;
  return (
    <g
      className={active ? 'hotel-map__pin is-active' : 'hotel-map__pin'}
      transform={`translate(${p.x.toFixed(1)} ${p.y.toFixed(1)})`}
      role="button"
      tabIndex={0}
      aria-pressed={active}
      aria-label={`${hotel.name}，${text}起`}
      data-testid="hotel-pin"
      onClick={() => onPick(hotel.hotelId)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        onPick(hotel.hotelId);
      }}
    >
      <path d={`M0 0 l-5 -7 h${6 - w / 2} v-20 h${w} v20 h${6 - w / 2} z`} />
      <text x="0" y="-12.5" textAnchor="middle">
        {text}
      </text>
    </g>
  );
}

/**
 * The page's hotels on a map drawn offline: the part of the city they are in, as a plain grid
 * of latitude and longitude, the city centre and landmarks, and a price pin per hotel placed by
 * its coordinates; a pin's click (or Enter) picks its card. `note` says why it is shown when an
 * online map was meant to be.
 */
export function OfflineMap({
  city,
  hotels,
  landmarks,
  activeId,
  onPick,
  note,
}: HotelMapProps & { note?: string }) {
  const box = viewBox(city.bounds, hotels);
  const grid = gridLines(box);
  const centre = project(box, city.center);
  const marks = landmarks.filter((l) => inBox(box, l));
  // the picked pin last, so it is drawn on top
  const pins = [...hotels].sort(
    (a, b) => Number(a.hotelId === activeId) - Number(b.hotelId === activeId),
  );
  return (
    <figure className="hotel-map card" data-testid="hotel-map">
      <svg viewBox={`0 0 ${MAP_W} ${MAP_H}`} role="group" aria-label={`${city.name}酒店地图`}>
        <rect width={MAP_W} height={MAP_H} className="hotel-map__land" />
        <g className="hotel-map__grid" aria-hidden="true">
          {grid.xs.map((x) => (
            <line key={`x${x}`} x1={x} y1="0" x2={x} y2={MAP_H} />
          ))}
          {grid.ys.map((y) => (
            <line key={`y${y}`} x1="0" y1={y} x2={MAP_W} y2={y} />
          ))}
        </g>
        {inBox(box, city.center) && (
          <g className="hotel-map__centre" aria-hidden="true">
            <circle cx={centre.x} cy={centre.y} r="6" />
            <text x={centre.x + 9} y={centre.y + 4}>
              市中心
            </text>
          </g>
        )}
        {marks.map((l) => {
          const p = project(box, l);
          return (
            <g key={l.id} className="hotel-map__landmark" aria-hidden="true">
              <rect
                x={p.x - 4}
                y={p.y - 4}
                width="8"
                height="8"
                transform={`rotate(45 ${p.x} ${p.y})`}
              />
              <text x={p.x + 8} y={p.y + 4}>
                {l.name}
              </text>
            </g>
          );
        })}
        {pins.map((h) => (
          <Pin
            key={h.hotelId}
            hotel={h}
            box={box}
            active={h.hotelId === activeId}
            onPick={onPick}
          />
        ))}
      </svg>
      <figcaption>
        {note && <span className="hotel-map__note">{note}</span>}
        离线示意地图：按经纬度绘制本页酒店所在的{city.name}区域，网格间距约{grid.km}公里
      </figcaption>
    </figure>
  );
}
