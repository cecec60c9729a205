import { lazy, useState } from 'react';
import { DatePickerField } from '../date-field/date-picker-field';
import { PickerField } from '../picker-field';
import { SearchSubmit, searchSubmitHandler } from '../search-form/search-form-parts';
import { GuestsField } from './guests-field';
import {
  destinationText,
  hotelQueryError,
  nightsBetween,
  stayWindow,
  withCheckIn,
  withPlace,
} from './hotel-query';
import { firstCheckIn, type StayQuery } from './stay-query';
import '@/styles/flight-search.css';
import './hotel-search.css';

// the panel (and its suggest calls) loads when the picker first opens
const DestinationPanel = lazy(() =>
  import('./destination-panel').then((m) => ({ default: m.DestinationPanel })),
);

interface HotelSearchFormProps {
  initial: StayQuery;
  onSearch: (q: StayQuery) => void;
  /** `hero` on the home page, `bar` on top of the results. */
  variant?: 'hero' | 'bar';
  submitText?: string;
}

/**
 * 酒店 search: destination (city, district, landmark or hotel, with hot cities), check-in and
 * check-out (holidays marked, the nights between) and rooms with guests. Before 06:00 the
 * check-in may be yesterday (凌晨入住), said under the form.
 */
export function HotelSearchForm({
  initial,
  onSearch,
  variant = 'hero',
  submitText = '搜索酒店',
}: HotelSearchFormProps) {
  const [q, setQ] = useState<StayQuery>(initial);
  const w = stayWindow(q.checkIn);
  const early = firstCheckIn();
  const nights = nightsBetween(q.checkIn, q.checkOut);
  return (
    <form
      className={`fs fs--${variant} fs--hotel`}
      onSubmit={searchSubmitHandler(q, hotelQueryError(q), onSearch)}
      aria-label="酒店搜索"
      data-testid="hotel-search-form"
    >
      <div className="fs__row">
        <div className="fs__cities hotel-dest">
          <PickerField
            label="目的地"
            valueText={destinationText(q)}
            placeholder="城市、区域、地标或酒店"
            testId="hotel-destination"
            panel={(close) => (
              <DestinationPanel
                onPick={(p) => {
                  setQ((prev) => withPlace(prev, p));
                  close();
                }}
              />
            )}
          />
        </div>
        <div className="fs__dates hotel-dates">
          <DatePickerField
            holidays
            label="入住"
            value={q.checkIn}
            min={w.inMin}
            max={w.inMax}
            testId="hotel-check-in"
            onChange={(d) => setQ((prev) => withCheckIn(prev, d))}
          />
          <span className="hotel-dates__nights" aria-label={`共${nights}晚`}>
            {nights}晚
          </span>
          <DatePickerField
            holidays
            label="离店"
            value={q.checkOut}
            min={w.outMin}
            max={w.outMax}
            testId="hotel-check-out"
            onChange={(d) => setQ((prev) => ({ ...prev, checkOut: d }))}
          />
        </div>
        <div className="fs__extras hotel-guests-box">
          <GuestsField value={q} onChange={(g) => setQ((prev) => ({ ...prev, ...g }))} />
        </div>
        <SearchSubmit testId="hotel-search-submit" text={submitText} />
      </div>
      {early.early && q.checkIn === early.date && (
        <p className="hotel-early" data-testid="hotel-early-hint">
          凌晨入住：06:00前可预订昨晚入住的房间，今天12:00前离店
        </p>
      )}
    </form>
  );
}
