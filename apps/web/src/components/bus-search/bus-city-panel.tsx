import { useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_DEBOUNCE_MS, useSearchList } from '../use-search-list';
import { searchBusCities, type BusCity } from './search-bus-cities';

const stationNames = (c: BusCity) => c.stations.map((s) => s.name).join(' · ');

/** Hot cities and, while typing, matching cities (Chinese, pinyin, initials) with their stations. */
export function BusCityPanel({ onPick }: { onPick: (city: string) => void }) {
  const [keyword, setKeyword] = useState('');
  const trimmed = keyword.trim();
  const typing = trimmed !== '';
  const hot = useSearchList('', () => searchBusCities(''), !typing, 0);
  const found = useSearchList(trimmed, () => searchBusCities(trimmed), typing, SEARCH_DEBOUNCE_MS);

  return (
    <div className="city-panel" data-testid="bus-city-panel">
      <Input
        autoFocus
        allowClear
        prefix={<SearchOutlined />}
        placeholder="输入城市名、拼音或首字母"
        aria-label="搜索城市"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onPressEnter={() => found.items[0] && onPick(found.items[0].name)}
      />
      {typing ? (
        <ul className="city-panel__results" role="listbox" aria-label="匹配的城市">
          {found.loading && <li className="city-panel__hint">搜索中…</li>}
          {!found.loading && !found.items.length && (
            <li className="city-panel__hint">未找到“{trimmed}”相关城市</li>
          )}
          {found.items.map((c) => (
            <li key={c.name} role="option" aria-selected={false}>
              <button type="button" className="city-panel__result" onClick={() => onPick(c.name)}>
                <span className="city-panel__name">
                  {c.name}
                  <em>{c.province}</em>
                </span>
                <span className="city-panel__meta">{stationNames(c) || '汽车站'}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p className="city-panel__title">热门城市</p>
          <ul className="city-panel__hot">
            {hot.loading && <li className="city-panel__hint">加载中…</li>}
            {hot.items.map((c) => (
              <li key={c.name}>
                <button type="button" onClick={() => onPick(c.name)} title={stationNames(c)}>
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
