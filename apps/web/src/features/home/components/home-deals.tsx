import { Link } from 'react-router';
import { formatDuration, formatTravelDate } from '@/components/datetime';
import { defaultQuery, queryToParams } from '@/components/flight-search/search-query';
import { Price } from '@/components/price';
import { defaultTrainQuery, trainQueryToParams } from '@/components/train-search/train-query';
import { useApiQuery } from '@/lib/query-hooks';
import { getFlightDeals, getPopularTrains } from '../api/deals';
import { DESTINATIONS, DestinationArt } from './destination-art';

/** Fares move with sales: asked again after a few minutes on the same visit. */
const FRESH_MS = 5 * 60_000;

function FlightDeals() {
  const deals = useApiQuery(['home', 'flight-deals'], getFlightDeals, { staleTime: FRESH_MS });
  const items = deals.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section className="container section" aria-labelledby="home-deals">
      <h2 id="home-deals" className="section__title">
        特价机票 <small>未来 30 天各航线最低价</small>
      </h2>
      <ul className="deals">
        {items.map((d) => (
          <li key={`${d.from.code}-${d.to.code}`}>
            <Link
              className="card deal"
              data-testid="flight-deal"
              to={`/ticket/search?${queryToParams(defaultQuery({ from: d.from, to: d.to, date: d.date }))}`}
            >
              <strong>
                {d.from.name} → {d.to.name}
              </strong>
              <span className="deal__date">{formatTravelDate(d.date)}</span>
              <Price fen={d.lowestPriceFen} from size="sm" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PopularTrains() {
  const popular = useApiQuery(['home', 'popular-trains'], getPopularTrains, {
    staleTime: FRESH_MS,
  });
  const items = popular.data?.items ?? [];
  if (!items.length) return null;
  const place = (name: string) => ({ code: name, name });
  return (
    <section className="container section" aria-labelledby="home-trains">
      <h2 id="home-trains" className="section__title">
        热门火车 <small>明天最快的有票车次</small>
      </h2>
      <ul className="deals">
        {items.map((t) => (
          <li key={`${t.from}-${t.to}`}>
            <Link
              className="card deal"
              data-testid="train-deal"
              to={`/train?${trainQueryToParams(defaultTrainQuery({ from: place(t.from), to: place(t.to), date: popular.data!.date }))}`}
            >
              <strong>
                {t.from} → {t.to}
              </strong>
              <span className="deal__date">
                {t.trainCode} {t.depTime}–{t.arrTime}
              </span>
              <span className="deal__date">最快 {formatDuration(t.durationMinutes)}</span>
              <Price fen={t.lowestPriceFen} from size="sm" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The home page below the fold: 特价机票 (the low-price calendar's cheapest day per popular
 * route), 热门火车 (the fastest train with seats per popular pair) and destinations to stay in;
 * loaded after the page, so the first view is as before.
 */
export default function HomeDeals() {
  return (
    <>
      <FlightDeals />
      <PopularTrains />
      <section className="container section" aria-labelledby="home-dests">
        <h2 id="home-dests" className="section__title">
          热门目的地
        </h2>
        <ul className="dests">
          {DESTINATIONS.map((d) => (
            <li key={d.code}>
              <Link
                className="card dest"
                to={`/hotel?city=${d.code}&cityName=${encodeURIComponent(d.name)}`}
              >
                <DestinationArt art={d.art} />
                <strong>{d.name}酒店</strong>
                <span>{d.line}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
