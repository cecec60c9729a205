import { useState } from 'react';
import type { FlightCity } from '@lvxing/shared';
import { PlacePanel, type PlaceSource } from '../place-panel';
import { TabButtons } from '../tab-buttons';
import { cityKey, fetchCities, type CityScope } from './search-cities';

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

const HOT_TABS = [
  { value: 'domestic', label: '国内' },
  { value: 'international', label: '国际·港澳台' },
] as const;

const WORDS = { noun: '城市', placeholder: '输入城市名、拼音或首字母' };

const airportNames = (c: FlightCity) => c.airports.map((a) => a.nameZh).join(' · ');

const citiesIn = (scope: CityScope): PlaceSource<FlightCity> => ({
  key: (keyword) => cityKey(keyword, scope),
  search: (keyword) => fetchCities(keyword, scope),
});

const row = (c: FlightCity) => ({
  key: c.code,
  name: c.nameZh,
  tag: c.code,
  meta: c.domestic ? airportNames(c) : `${c.countryZh} · ${airportNames(c)}`,
  title: airportNames(c),
});

/** Hot cities by tab (国内/国际) and, while typing, matches by Chinese, pinyin or initials. */
export function CityPanel({ scope, defaultTab = 'domestic', onPick }: CityPanelProps) {
  const [tab, setTab] = useState<HotTab>(scope === 'all' ? defaultTab : scope);
  const tabs = scope === 'all' && (
    <TabButtons
      className="city-panel__tabs"
      label="热门城市"
      tabs={HOT_TABS}
      value={tab}
      onChange={setTab}
    />
  );
  return (
    <PlacePanel
      testId="city-panel"
      words={WORDS}
      source={citiesIn(scope)}
      hot={citiesIn(scope === 'all' ? tab : scope)}
      row={row}
      onPick={(c) => onPick({ code: c.code, name: c.nameZh })}
      hotTabs={tabs}
    />
  );
}
