import { useState } from 'react';
import { HOTEL_SUB_SCORE_LABEL, HOTEL_SUB_SCORES, type HotelInfo } from '@lvxing/shared';
import { Price } from '@/components/price';
import { HotelArt, type HotelArtVariant } from '../hotel-art';
import { Diamonds, scoreWord } from './hotel-marks';

/** The gallery's pictures: variant and seed (same hotel, same pictures). */
const PICTURES: { variant: HotelArtVariant; seed: number; word: string }[] = [
  { variant: 'facade', seed: 0, word: '外观' },
  { variant: 'lobby', seed: 0, word: '大堂' },
  { variant: 'room', seed: 0, word: '客房' },
  { variant: 'room', seed: 1, word: '客房' },
  { variant: 'pool', seed: 0, word: '休闲' },
];

/** The gallery: a main picture and thumbnails that pick it. */
function Gallery({ hotel }: { hotel: HotelInfo }) {
  const [shown, setShown] = useState(0);
  const main = PICTURES[shown]!;
  return (
    <div className="hd-gallery">
      <div className="hd-gallery__main">
        <HotelArt
          hotelId={hotel.hotelId}
          variant={main.variant}
          seed={main.seed}
          stars={hotel.stars}
          name={hotel.name}
        />
        <span className="hd-gallery__tag">示例图片</span>
      </div>
      <div className="hd-gallery__thumbs">
        {PICTURES.map((p, i) => (
          <button
            key={`${p.variant}${p.seed}`}
            type="button"
            className={i === shown ? 'hd-thumb is-active' : 'hd-thumb'}
            aria-label={`查看${p.word}图片`}
            aria-pressed={i === shown}
            onClick={() => setShown(i)}
          >
            <HotelArt
              hotelId={hotel.hotelId}
              variant={p.variant}
              seed={p.seed}
              stars={hotel.stars}
            />
          </button>
        ))}
      </div>
    </div>
  );
}

interface HotelHeroProps {
  hotel: HotelInfo;
  /** Lowest average nightly price of an available plan for the stay, or null when none. */
  lowestFen: number | null;
}

/** The hotel's top: gallery, name, 钻级, score with sub-scores, address, years, phone, price. */
export function HotelHero({ hotel: h, lowestFen }: HotelHeroProps) {
  const years = [`${h.openYear}年开业`, h.renovationYear && `${h.renovationYear}年装修`];
  return (
    <section className="card hd-hero" data-testid="hotel-hero">
      <Gallery hotel={h} />
      <div className="hd-hero__info">
        <h1 className="hd-hero__name">
          {h.name}
          <Diamonds stars={h.stars} />
          <span className="tag hd-sample" title="本站酒店为生成的示例数据">
            示例数据
          </span>
        </h1>
        {h.brand && <p className="hd-hero__brand">{h.brand}</p>}
        <div className="hd-score">
          <span className="hd-score__num" data-testid="hotel-score">
            {h.score.toFixed(1)}
          </span>
          <span className="hd-score__word">{scoreWord(h.score)}</span>
          <a className="hd-score__count" href="#hd-reviews">
            {h.reviewCount}条点评
          </a>
        </div>
        <dl className="hd-subscores">
          {HOTEL_SUB_SCORES.map((k) => (
            <div key={k}>
              <dt>{HOTEL_SUB_SCORE_LABEL[k]}</dt>
              <dd>{h.subScores[k].toFixed(1)}</dd>
            </div>
          ))}
        </dl>
        {h.tags.length > 0 && (
          <ul className="hd-hero__tags">
            {h.tags.map((t) => (
              <li key={t} className="tag tag--soft">
                {t}
              </li>
            ))}
          </ul>
        )}
        <dl className="hd-facts">
          <div>
            <dt>位置</dt>
            <dd>
              距{h.distanceTo}直线约{h.distanceKm.toFixed(1)}公里
            </dd>
          </div>
          <div>
            <dt>地址</dt>
            <dd>
              {h.cityName}·{h.districtName} {h.address}
            </dd>
          </div>
          <div>
            <dt>开业</dt>
            <dd>{years.filter(Boolean).join(' · ')}</dd>
          </div>
          <div>
            <dt>电话</dt>
            <dd>
              <a href={`tel:${h.phone}`}>{h.phone}</a>
            </dd>
          </div>
        </dl>
        {h.intro && <p className="hd-hero__intro">{h.intro}</p>}
        <div className="hd-hero__price">
          {lowestFen === null ? (
            <span className="hd-muted">所选日期暂无可订房型</span>
          ) : (
            <>
              <Price fen={lowestFen} from size="lg" />
              <span className="hd-muted">/晚 均价</span>
            </>
          )}
          <a className="btn btn--primary" href="#hd-rooms">
            选择房型
          </a>
        </div>
      </div>
    </section>
  );
}
