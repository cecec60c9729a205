import { TOUR_SCOPE_LABEL, TOUR_SCOPES, TOUR_SORTS } from '@lvxing/shared';
import { DAY_RANGES, PRICE_RANGES, SORT_LABELS, type TravelQuery } from '../../lib/search-query';

type Patch = (p: Partial<Record<keyof TravelQuery, string | boolean | null>>) => void;

interface Option {
  key: string | null;
  label: string;
}

/** A row of one-choice buttons (不限 first), the chosen one pressed. */
function ChoiceRow(props: {
  title: string;
  options: Option[];
  value: string | null;
  onPick: (key: string | null) => void;
}) {
  return (
    <div className="tv-filter" role="group" aria-label={props.title}>
      <span className="tv-filter__title">{props.title}</span>
      <div className="tv-filter__options">
        {[{ key: null, label: '不限' }, ...props.options].map((o) => (
          <button
            key={o.key ?? 'any'}
            type="button"
            className="tv-chip"
            aria-pressed={props.value === o.key}
            onClick={() => props.onPick(o.key)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** 出游范围, 行程天数, 价格 and 纯玩: each change asks page 1 again (the address holds them). */
export function TravelFilters({ query, onPatch }: { query: TravelQuery; onPatch: Patch }) {
  return (
    <section className="card tv-filters" aria-label="筛选">
      <ChoiceRow
        title="出游范围"
        options={TOUR_SCOPES.map((s) => ({ key: s, label: TOUR_SCOPE_LABEL[s] }))}
        value={query.tourScope}
        onPick={(tourScope) => onPatch({ tourScope })}
      />
      <ChoiceRow
        title="行程天数"
        options={DAY_RANGES.map((r) => ({ key: r.key, label: r.label }))}
        value={query.days}
        onPick={(days) => onPatch({ days })}
      />
      <ChoiceRow
        title="价格"
        options={PRICE_RANGES.map((r) => ({ key: r.key, label: r.label }))}
        value={query.price}
        onPick={(price) => onPatch({ price })}
      />
      <div className="tv-filter">
        <span className="tv-filter__title">线路特色</span>
        <label className="tv-check">
          <input
            type="checkbox"
            checked={query.pureFun}
            data-testid="tour-pure-fun"
            onChange={(e) => onPatch({ pureFun: e.target.checked })}
          />
          只看纯玩（无购物、无自费）
        </label>
      </div>
    </section>
  );
}

/** 综合排序 (销量), 价格 up and down, 评分; and how many lines were found. */
export function TravelSortBar(props: { query: TravelQuery; total: number | null; onPatch: Patch }) {
  return (
    <div className="tv-sorts">
      <div className="tv-sorts__buttons" role="group" aria-label="排序">
        {TOUR_SORTS.map((s) => (
          <button
            key={s}
            type="button"
            className="tv-sort"
            aria-pressed={props.query.sort === s}
            onClick={() => props.onPatch({ sort: s === 'SALES' ? null : s })}
          >
            {SORT_LABELS[s]}
          </button>
        ))}
      </div>
      <span className="tv-sorts__total" aria-live="polite">
        {props.total !== null && `共${props.total}条线路`}
      </span>
    </div>
  );
}
