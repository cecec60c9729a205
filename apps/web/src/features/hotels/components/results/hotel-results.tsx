import { lazy, Suspense, useDeferredValue, useState } from 'react';
import type { HotelSearchResult, HotelSort } from '@lvxing/shared';
import { FilterBar } from '@/components/filter-bar';
import { useHydrated } from '@/lib/client-value';
import { GROUP_KEYS, TOGGLES, type ResultQuery } from '../../lib/result-query';
import { HotelCard } from './hotel-card';
import { hotelFilterGroups } from './hotel-filter-groups';
import { HotelSortBar } from './hotel-sort-bar';
import { Pager } from './pager';

/** A single-choice group with nothing picked shows its first option (价格不限, 评分不限). */
const single = (picked: string[]) => (picked.length ? picked : ['']);

// the map (and its drawing) loads when the map view is first opened
const HotelMap = lazy(() => import('./hotel-map'));
const MAP_FRAME = <div className="hotel-map card" aria-busy="true" />;

interface HotelResultsProps {
  result: HotelSearchResult;
  /** An earlier answer shown while the next one is asked. */
  stale?: boolean;
  query: ResultQuery;
  isMobile: boolean;
  /** The hotel page of a hotel, with the stay. */
  hrefOf: (hotelId: string) => string;
  /** Changes entries of the address (null removes one); see lib/result-query `patchQuery`. */
  onPatch: (patch: Record<string, string | null>) => void;
}

/** Cards of the list a server-rendered page holds (more than a phone's or a desktop's screen). */
const SERVER_CARDS = 6;

/** Filters, sorts, the list or map of one page of hotels, and the pages. */
export function HotelResults({
  result,
  stale,
  query,
  isMobile,
  hrefOf,
  onPatch,
}: HotelResultsProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  // a page the server rendered has its first cards; the rest come after hydration, in a render
  // React may interrupt, so that the phone is not held up hydrating a whole page of cards
  const hydrated = useDeferredValue(useHydrated());
  const items = hydrated ? result.items : result.items.slice(0, SERVER_CARDS);
  const pages = Math.ceil(result.total / result.pageSize);
  const map = query.view === 'map';
  const pick = (hotelId: string) => {
    setActiveId(hotelId);
    document
      .getElementById(`hotel-${hotelId}`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  const reset = Object.fromEntries(
    [...GROUP_KEYS, ...TOGGLES.map((t) => t.key)].map((k) => [k, null]),
  );
  return (
    <section
      className={stale ? 'flist hlist is-stale' : 'flist hlist'}
      aria-label="酒店列表"
      aria-busy={stale}
    >
      <div className="flist__bar card">
        <FilterBar
          groups={hotelFilterGroups(result.facets)}
          value={{
            ...query.picks,
            price: single(query.picks.price),
            score: single(query.picks.score),
          }}
          onChange={(key, picked) => onPatch({ [key]: picked.join(',') })}
          toggles={TOGGLES.map((t) => ({
            key: t.key,
            label: t.label,
            checked: query.toggles[t.key],
            onChange: (on) => onPatch({ [t.key]: on ? '1' : null }),
          }))}
          onReset={() => onPatch(reset)}
          isMobile={isMobile}
        />
        <HotelSortBar
          sort={query.sort}
          landmarkId={query.landmarkId}
          landmarks={result.facets.landmarks}
          onSort={(sort: HotelSort) => onPatch({ sort: sort === 'POPULAR' ? null : sort })}
          onLandmark={(lm) => onPatch({ lm, sort: lm ? 'DISTANCE' : null })}
        />
      </div>
      <div className="hlist__head">
        <p className="flist__count" data-testid="hotel-count">
          {result.city.name}共 {result.total} 家酒店 · {result.nights}晚
        </p>
        <div className="hlist__views" role="group" aria-label="显示方式">
          {(['list', 'map'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={query.view === v}
              className={query.view === v ? 'is-active' : undefined}
              data-testid={`hotel-view-${v}`}
              onClick={() =>
                onPatch({
                  view: v === 'map' ? 'map' : null,
                  page: query.page > 1 ? String(query.page) : null,
                })
              }
            >
              {v === 'map' ? '地图' : '列表'}
            </button>
          ))}
        </div>
      </div>
      {result.items.length ? (
        <div className={map ? 'hlist__body is-map' : 'hlist__body'}>
          {/* the map loads on demand: the server's page holds its frame, the app draws it */}
          {map && !hydrated && MAP_FRAME}
          {map && hydrated && (
            <Suspense fallback={MAP_FRAME}>
              <HotelMap
                city={result.city}
                hotels={result.items}
                landmarks={result.facets.landmarks}
                activeId={activeId}
                onPick={pick}
              />
            </Suspense>
          )}
          <ul className="flist__items hlist__items">
            {items.map((h) => (
              <HotelCard
                key={h.hotelId}
                hotel={h}
                href={hrefOf(h.hotelId)}
                active={map && h.hotelId === activeId}
              />
            ))}
          </ul>
        </div>
      ) : (
        <div className="card empty flist__empty">
          <p className="empty__title">没有符合条件的酒店</p>
          <p className="empty__sub">试试减少筛选条件，或更换日期</p>
        </div>
      )}
      <Pager
        page={query.page}
        pages={pages}
        onPage={(p) => onPatch({ page: p > 1 ? String(p) : null })}
      />
    </section>
  );
}
