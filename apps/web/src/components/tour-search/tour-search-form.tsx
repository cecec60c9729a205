import { useState, type FormEvent } from 'react';
import { beijingToday } from '@lvxing/shared';
import './tour-search.css';
import { monthOptions, TOUR_DEPARTURE_CITIES, type TourSearchValues } from './tour-search-values';

/**
 * The tour search (/travel and the home page's 旅游 tab): 目的地 (a destination, region or
 * sight, free text), 出发城市 and 出发月份. Plain form controls: the pages carry no form library.
 */
export function TourSearchForm(props: {
  initial: TourSearchValues;
  onSearch: (v: TourSearchValues) => void;
}) {
  const [v, setV] = useState<TourSearchValues>(props.initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch({ ...v, keyword: v.keyword.trim() });
  };
  const months = monthOptions(beijingToday());
  return (
    <form className="tv-search" role="search" aria-label="搜索旅游线路" onSubmit={submit}>
      <label className="tv-search__field tv-search__field--wide">
        <span>目的地</span>
        <input
          type="search"
          value={v.keyword}
          maxLength={30}
          placeholder="城市、景点或地区，如：三亚、九寨沟"
          data-testid="tour-keyword"
          onChange={(e) => setV({ ...v, keyword: e.target.value })}
        />
      </label>
      <label className="tv-search__field">
        <span>出发城市</span>
        <select
          value={v.departureCity}
          data-testid="tour-departure-city"
          onChange={(e) => setV({ ...v, departureCity: e.target.value })}
        >
          <option value="">不限</option>
          {TOUR_DEPARTURE_CITIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="tv-search__field">
        <span>出发月份</span>
        <select
          value={v.month}
          data-testid="tour-month"
          onChange={(e) => setV({ ...v, month: e.target.value })}
        >
          <option value="">不限</option>
          {months.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn--primary tv-search__go" data-testid="tour-search">
        搜索
      </button>
    </form>
  );
}
