import { Link, useSearchParams } from 'react-router';
import { TOUR_TYPE_LABEL, TOUR_TYPES } from '@lvxing/shared';
import { SearchLoading } from '@/components/progressive-list-parts';
import { TourSearchForm } from '@/components/tour-search/tour-search-form';
import '../components/tours.css';
import '../components/search/travel-search.css';
import { TravelFilters, TravelSortBar } from '../components/search/travel-filters';
import { TravelResults } from '../components/search/travel-results';
import { useTourSearch } from '../hooks/use-tours';
import {
  patchTravelQuery,
  readTravelQuery,
  tourDetailHref,
  travelSearchBody,
  type TravelQuery,
} from '../lib/search-query';

type Patch = (p: Parameters<typeof patchTravelQuery>[1]) => void;

/** The hero: the type tabs (全部, the four types, a link to 定制游) and the search form. */
function TravelHero(props: { query: TravelQuery; searchKey: string; onPatch: Patch }) {
  const { query, onPatch: patch } = props;
  return (
    <div className="tv-hero">
      <div className="container">
        <h1 className="tv-hero__title">旅游度假</h1>
        <div className="tv-types" role="group" aria-label="产品类型">
          {[null, ...TOUR_TYPES].map((t) => (
            <button
              key={t ?? 'all'}
              type="button"
              className="tv-types__tab"
              aria-pressed={query.tourType === t}
              onClick={() => patch({ tourType: t })}
            >
              {t ? TOUR_TYPE_LABEL[t] : '全部'}
            </button>
          ))}
          <Link to="/travel/custom" className="tv-types__tab tv-types__custom">
            定制游 ›
          </Link>
        </div>
        <TourSearchForm
          key={props.searchKey}
          initial={{
            keyword: query.keyword,
            departureCity: query.departureCity,
            month: query.month,
          }}
          onSearch={(v) => patch(v)}
        />
      </div>
    </div>
  );
}

/**
 * /travel?keyword=…&departureCity=…&month=…&tourType=…: 旅游度假, the tour search. Every choice
 * (search, type, filters, sort, page) is in the address, so a shared link or 返回 from a product
 * shows the same list; without a keyword every line on sale is listed, best sellers first.
 */
export default function TravelPage() {
  const [params, setParams] = useSearchParams();
  const query = readTravelQuery(params);
  const search = useTourSearch(travelSearchBody(query));
  const patch: Patch = (p) => setParams(patchTravelQuery(params, p));
  const hrefOf = (productCode: string) => tourDetailHref(productCode, query.month);
  const result = search.data;
  return (
    <div className="tv-page">
      <TravelHero query={query} searchKey={params.toString()} onPatch={patch} />
      <div className="container tv-body">
        <p className="tv-sample" role="note">
          线路、供应商及许可证信息为示例数据，仅供演示预订流程
        </p>
        <TravelFilters query={query} onPatch={patch} />
        <TravelSortBar query={query} total={result?.total ?? null} onPatch={patch} />
        {!result && search.loading && <SearchLoading text="正在搜索线路…" />}
        {!result && !search.loading && (
          <div className="card empty">
            <p className="empty__title">暂时无法搜索线路</p>
            <p className="empty__sub">请检查网络后重新搜索</p>
          </div>
        )}
        {result && (
          <TravelResults
            result={result}
            stale={search.stale}
            hrefOf={hrefOf}
            onPage={(page) => {
              patch({ page: page > 1 ? String(page) : null });
              window.scrollTo(0, 0);
            }}
          />
        )}
      </div>
    </div>
  );
}
