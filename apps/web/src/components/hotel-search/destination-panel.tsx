import { HOTEL_PLACE_TYPE_LABEL, type HotelPlace } from '@lvxing/shared';
import { PlacePanel, type PlaceSource } from '../place-panel';
import { hotelPlaceKey, suggestDestinations } from './suggest-destinations';

const WORDS = { noun: '目的地', placeholder: '城市、区域、地标或酒店名（支持拼音）' };
const places: PlaceSource<HotelPlace> = { key: hotelPlaceKey, search: suggestDestinations };

const row = (p: HotelPlace) => ({
  key: `${p.type}:${p.id}`,
  name: p.name,
  tag: HOTEL_PLACE_TYPE_LABEL[p.type],
  meta: p.subtitle,
  title: p.subtitle,
});

/** Hot cities and, while typing, matching cities, districts, landmarks and hotels. */
export function DestinationPanel({ onPick }: { onPick: (place: HotelPlace) => void }) {
  return (
    <PlacePanel
      testId="hotel-destination-panel"
      words={WORDS}
      source={places}
      row={row}
      onPick={onPick}
    />
  );
}
