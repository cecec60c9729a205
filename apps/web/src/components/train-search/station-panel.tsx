import { useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { SEARCH_DEBOUNCE_MS, useSearchList } from '../use-search-list';
import { searchStations, type StationItem } from './search-stations';
import type { StationValue } from './train-query';

const stationNames = (s: StationItem) => s.stations.map((x) => x.name).join(' · ');

/** What a search result says under its name: a city's stations, or a station's city. */
function meta(s: StationItem): string {
  if (s.kind === 'CITY') return s.stations.length > 1 ? `全部车站：${stationNames(s)}` : '城市';
  return `${s.city} · ${s.code}`;
}

/**
 * Hot cities and, while typing, matching cities and stations by Chinese, pinyin or initials
 * (上海 / shanghai / sh / 虹桥 / hq). A city means all its stations; a station only itself.
 */
export function StationPanel({ onPick }: { onPick: (s: StationValue) => void }) {
  const [keyword, setKeyword] = useState('');
  const typing = keyword.trim() !== '';
  const trimmed = keyword.trim();
  const hot = useSearchList('', () => searchStations(''), !typing, 0);
  const found = useSearchList(trimmed, () => searchStations(trimmed), typing, SEARCH_DEBOUNCE_MS);
  const pick = (s: StationItem) => onPick({ code: s.code, name: s.name });

  return (
    <div className="city-panel" data-testid="station-panel">
      <Input
        autoFocus
        allowClear
        prefix={<SearchOutlined />}
        placeholder="输入站名、城市、拼音或首字母"
        aria-label="搜索车站"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onPressEnter={() => found.items[0] && pick(found.items[0])}
      />
      {typing ? (
        <ul className="city-panel__results" role="listbox" aria-label="匹配的车站">
          {found.loading && <li className="city-panel__hint">搜索中…</li>}
          {!found.loading && !found.items.length && (
            <li className="city-panel__hint">未找到“{trimmed}”相关车站</li>
          )}
          {found.items.map((s) => (
            <li key={`${s.kind}-${s.code}`} role="option" aria-selected={false}>
              <button type="button" className="city-panel__result" onClick={() => pick(s)}>
                <span className="city-panel__name">
                  {s.name}
                  <em>{s.kind === 'CITY' ? '城市' : '车站'}</em>
                </span>
                <span className="city-panel__meta">{meta(s)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <>
          <p className="city-panel__title">热门城市</p>
          <ul className="city-panel__hot">
            {hot.loading && <li className="city-panel__hint">加载中…</li>}
            {hot.items.map((s) => (
              <li key={`${s.kind}-${s.code}`}>
                <button type="button" onClick={() => pick(s)} title={stationNames(s)}>
                  {s.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
