import { useState, type ReactNode } from 'react';
import { Input } from 'antd';
import { Icon } from '@/components/icon';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import type { QueryKey } from '@tanstack/react-query';
import { SEARCH_DEBOUNCE_MS, usePlaceSearch } from '@/lib/query-place-search';

/** How a place (city, station) shows in the panel. */
export interface PlaceRow {
  key: string;
  name: string;
  /** Beside the name in a match: a code, 城市/车站, a province. */
  tag: string;
  /** Under the name in a match: its airports or stations. */
  meta: string;
  /** The hot button's tooltip. */
  title: string;
}

/** A place search: its cache key and its call, for a keyword ('' gives the hot places). */
export interface PlaceSource<T> {
  key: (keyword: string) => QueryKey;
  search: (keyword: string) => Promise<T[]>;
}

/** The panel's words: what is searched (城市, 车站: the search box's and the matches' names). */
export interface PlaceWords {
  noun: string;
  placeholder: string;
}

interface PlacePanelProps<T> {
  testId: string;
  words: PlaceWords;
  /** The matches while typing, and the hot places unless `hot` says otherwise. */
  source: PlaceSource<T>;
  hot?: PlaceSource<T>;
  row: (item: T) => PlaceRow;
  onPick: (item: T) => void;
  /** Above the hot places (e.g. the 国内/国际 tabs). */
  hotTabs?: ReactNode;
}

/**
 * The place picker of every kind's search form: hot places and, while typing, matches by
 * Chinese, pinyin or initials (debounced, through the query cache); Enter picks the first match.
 */
export function PlacePanel<T>(props: PlacePanelProps<T>) {
  const { testId, words, source, row, onPick } = props;
  const { noun } = words;
  const hotSource = props.hot ?? source;
  const [keyword, setKeyword] = useState('');
  const trimmed = keyword.trim();
  const typing = trimmed !== '';
  const hot = usePlaceSearch(hotSource.key(''), () => hotSource.search(''), !typing, 0);
  const found = usePlaceSearch(
    source.key(trimmed),
    () => source.search(trimmed),
    typing,
    SEARCH_DEBOUNCE_MS,
  );

  return (
    <div className="city-panel" data-testid={testId}>
      <Input
        autoFocus
        allowClear
        prefix={<Icon svg={SearchOutlined} />}
        placeholder={words.placeholder}
        aria-label={`搜索${noun}`}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onPressEnter={() => found.items[0] && onPick(found.items[0])}
      />
      {typing ? (
        <ul className="city-panel__results" role="listbox" aria-label={`匹配的${noun}`}>
          {found.loading && <li className="city-panel__hint">搜索中…</li>}
          {!found.loading && !found.items.length && (
            <li className="city-panel__hint">{`未找到“${trimmed}”相关${noun}`}</li>
          )}
          {found.items.map((item) => {
            const r = row(item);
            return (
              <li key={r.key} role="option" aria-selected={false}>
                <button type="button" className="city-panel__result" onClick={() => onPick(item)}>
                  <span className="city-panel__name">
                    {r.name}
                    <em>{r.tag}</em>
                  </span>
                  <span className="city-panel__meta">{r.meta}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <>
          {props.hotTabs}
          <p className="city-panel__title">热门城市</p>
          <ul className="city-panel__hot">
            {hot.loading && <li className="city-panel__hint">加载中…</li>}
            {hot.items.map((item) => {
              const r = row(item);
              return (
                <li key={r.key}>
                  <button type="button" onClick={() => onPick(item)} title={r.title}>
                    {r.name}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
