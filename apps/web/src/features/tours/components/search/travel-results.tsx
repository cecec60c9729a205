import type { TourSearchResult } from '@lvxing/shared';
import { TRAVEL_PAGE_SIZE } from '../../lib/search-query';
import { TourCard } from './tour-card';

/** 上一页 · 第 n/m 页 · 下一页 (nothing for a single page). */
function Pager(props: { page: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.ceil(props.total / TRAVEL_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <nav className="tv-pager" aria-label="分页">
      <button
        type="button"
        className="btn btn--ghost"
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        上一页
      </button>
      <span aria-current="page">
        第 {props.page} / {pages} 页
      </span>
      <button
        type="button"
        className="btn btn--ghost"
        data-testid="tour-next-page"
        disabled={props.page >= pages}
        onClick={() => props.onPage(props.page + 1)}
      >
        下一页
      </button>
    </nav>
  );
}

/**
 * A page of results with its pager, or what to do when nothing matched. `stale`: the previous
 * answer kept on screen while the next one loads (dimmed).
 */
export function TravelResults(props: {
  result: TourSearchResult;
  stale: boolean;
  hrefOf: (code: string) => string;
  onPage: (page: number) => void;
}) {
  const { result } = props;
  if (!result.items.length) {
    return (
      <div className="card empty" data-testid="tour-empty">
        <p className="empty__title">没有找到符合条件的线路</p>
        <p className="empty__sub">换个目的地，或放宽出发月份、天数和价格条件试试</p>
      </div>
    );
  }
  return (
    <>
      <ul className={props.stale ? 'tv-list is-stale' : 'tv-list'} aria-busy={props.stale}>
        {result.items.map((card) => (
          <TourCard key={card.code} card={card} href={props.hrefOf(card.code)} />
        ))}
      </ul>
      <Pager page={result.page} total={result.total} onPage={props.onPage} />
    </>
  );
}
