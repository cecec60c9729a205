import type { TourDetail } from '@lvxing/shared';
import { Itinerary } from './itinerary';
import './tour-info.css';
import { Costs, Notes, RefundRules, Shopping } from './tour-sections';

const SECTIONS = [
  ['itinerary', '行程介绍'],
  ['costs', '费用说明'],
  ['shopping', '购物与自费'],
  ['notes', '预订须知'],
  ['refund', '退改规则'],
] as const;

/**
 * The product's information in sections with an anchor bar (sticky at the top while reading):
 * 行程介绍, 费用说明, 购物与自费, 预订须知 and 退改规则. All are on the page, not behind tabs,
 * so a reader (and a search engine, or Ctrl+F) finds every rule without clicking.
 */
export function TourInfo({ tour, singleFen }: { tour: TourDetail; singleFen: number | null }) {
  const body = {
    itinerary: <Itinerary days={tour.itinerary} />,
    costs: <Costs tour={tour} singleFen={singleFen} />,
    shopping: <Shopping tour={tour} />,
    notes: <Notes tour={tour} />,
    refund: <RefundRules tour={tour} />,
  };
  return (
    <div className="tv-info">
      <nav className="tv-anchors" aria-label="线路信息">
        {SECTIONS.map(([id, label]) => (
          <a key={id} href={`#tour-${id}`}>
            {label}
          </a>
        ))}
      </nav>
      {SECTIONS.map(([id, label]) => (
        <section
          key={id}
          id={`tour-${id}`}
          className="card tv-section"
          aria-labelledby={`tour-${id}-title`}
        >
          <h2 id={`tour-${id}-title`} className="tv-section__title">
            {label}
          </h2>
          {body[id]}
        </section>
      ))}
    </div>
  );
}
