import { PlacePanel, type PlaceSource } from '../place-panel';
import { searchStations, stationSearchKey, type StationItem } from './search-stations';
import type { StationValue } from './train-query';

const stationNames = (s: StationItem) => s.stations.map((x) => x.name).join(' · ');

/** What a search result says under its name: a city's stations, or a station's city. */
function meta(s: StationItem): string {
  if (s.kind === 'CITY') return s.stations.length > 1 ? `全部车站：${stationNames(s)}` : '城市';
  return `${s.city} · ${s.code}`;
}

const WORDS = { noun: '车站', placeholder: '输入站名、城市、拼音或首字母' };
const stations: PlaceSource<StationItem> = { key: stationSearchKey, search: searchStations };

const row = (s: StationItem) => ({
  key: `${s.kind}-${s.code}`,
  name: s.name,
  tag: s.kind === 'CITY' ? '城市' : '车站',
  meta: meta(s),
  title: stationNames(s),
});

/**
 * Hot cities and, while typing, matching cities and stations by Chinese, pinyin or initials
 * (上海 / shanghai / sh / 虹桥 / hq). A city means all its stations; a station only itself.
 */
export function StationPanel({ onPick }: { onPick: (s: StationValue) => void }) {
  return (
    <PlacePanel
      testId="station-panel"
      words={WORDS}
      source={stations}
      row={row}
      onPick={(s) => onPick({ code: s.code, name: s.name })}
    />
  );
}
