import { PlacePanel, type PlaceSource } from '@/components/place-panel';
import {
  searchStations,
  stationSearchKey,
  type StationItem,
} from '@/components/train-search/search-stations';

const WORDS = { noun: '城市', placeholder: '输入城市、车站、拼音或首字母' };
const stations: PlaceSource<StationItem> = { key: stationSearchKey, search: searchStations };
const row = (s: StationItem) => ({
  key: `${s.kind}-${s.code}`,
  name: s.name,
  tag: s.kind === 'CITY' ? '城市' : `${s.city}·车站`,
  meta: s.kind === 'CITY' ? s.stations.map((x) => x.name).join(' · ') : s.city,
  title: s.city,
});

/**
 * Hot cities and, while typing, matching cities and stations (the train station search); a
 * station stands for its city. Loaded when a city field is first opened (it brings antd's input).
 */
export default function CityPanel(props: { testId: string; onPick: (city: string) => void }) {
  return (
    <PlacePanel
      testId={props.testId}
      words={WORDS}
      source={stations}
      row={row}
      onPick={(s) => props.onPick(s.kind === 'CITY' ? s.name : s.city)}
    />
  );
}
