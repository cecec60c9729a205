import { PlacePanel, type PlaceSource } from '../place-panel';
import { busCitySearchKey, searchBusCities, type BusCity } from './search-bus-cities';

const stationNames = (c: BusCity) => c.stations.map((s) => s.name).join(' · ');

const WORDS = { noun: '城市', placeholder: '输入城市名、拼音或首字母' };
const cities: PlaceSource<BusCity> = { key: busCitySearchKey, search: searchBusCities };

const row = (c: BusCity) => ({
  key: c.name,
  name: c.name,
  tag: c.province,
  meta: stationNames(c) || '汽车站',
  title: stationNames(c),
});

/** Hot cities and, while typing, matching cities (Chinese, pinyin, initials) with their stations. */
export function BusCityPanel({ onPick }: { onPick: (city: string) => void }) {
  return (
    <PlacePanel
      testId="bus-city-panel"
      words={WORDS}
      source={cities}
      row={row}
      onPick={(c) => onPick(c.name)}
    />
  );
}
