import { useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { FlightCity } from '@lvxing/shared';
import type { CityScope } from './search-cities';
import { useCitySearch } from './use-city-search';

export interface CityValue {
  code: string;
  name: string;
}

export type HotTab = 'domestic' | 'international';

interface CityPanelProps {
  scope: CityScope;
  /** Hot-city tab shown first when the scope is 'all'. */
  defaultTab?: HotTab;
  onPick: (city: CityValue) => void;
}

const airportNames = (c: FlightCity) => c.airports.map((a) => a.nameZh).join(' · ');

/** Hot cities by tab (国内/国际) and, while typing, matches by Chinese, pinyin or initials. */
export function CityPanel({ scope, defaultTab = 'domestic', onPick }: CityPanelProps) {
  const [keyword, setKeyword] = useState('');
  const [tab, setTab] = useState<HotTab>(scope === 'all' ? defaultTab : scope);
  const typing = keyword.trim() !== '';
  const hot = useCitySearch('', scope === 'all' ? tab : scope, !typing);
  const found = useCitySearch(keyword, scope, typing);
  const pick = (c: FlightCity) => onPick({ code: c.code, name: c.nameZh });

  return (
    <div className="city-panel" data-testid="city-panel">
      <Input
        autoFocus
        allowClear
        prefix={<SearchOutlined />}
        placeholder="输入城市名、拼音或首字母"
        aria-label="搜索城市"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onPressEnter={() => found.cities[0] && pick(found.cities[0])}
      />
      {typing ? (
        <ul className="city-panel__results" role="listbox" aria-label="匹配的城市">
          {found.loading && <li className="city-panel__hint">搜索中…</li>}
          {!found.loading && !found.cities.length && (
            <li className="city-panel__hint">未找到“{keyword.trim()}”相关城市</li>
          )}
          {found.cities.map((c) => (
            <li key={c.code} role="option" aria-selected={false}>
              <button type="button" className="city-panel__result" onClick={() => pick(c)}>
                <span className="city-panel__name">
                  {c.nameZh}
                  <em>{c.code}</em>
                </span>
                <span className="city-panel__meta">
                  {c.domestic ? airportNames(c) : `${c.countryZh} · ${airportNames(c)}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {scope === 'all' && (
            <div className="city-panel__tabs" role="tablist" aria-label="热门城市">
              {(['domestic', 'international'] as const).map((t) => (
                <button
                  key={t}
                  type="button"
                  role="tab"
                  aria-selected={tab === t}
                  className={tab === t ? 'is-active' : undefined}
                  onClick={() => setTab(t)}
                >
                  {t === 'domestic' ? '国内' : '国际·港澳台'}
                </button>
              ))}
            </div>
          )}
          <p className="city-panel__title">热门城市</p>
          <ul className="city-panel__hot">
            {hot.loading && <li className="city-panel__hint">加载中…</li>}
            {hot.cities.map((c) => (
              <li key={c.code}>
                <button type="button" onClick={() => pick(c)} title={airportNames(c)}>
                  {c.nameZh}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
