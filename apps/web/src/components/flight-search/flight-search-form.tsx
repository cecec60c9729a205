import { useState } from 'react';
import { CABIN_LABEL, type Cabin } from '@lvxing/shared';
import { CityPicker } from '../city-picker/city-picker';
import { RadioGroup } from '../lite/choice';
import type { CityScope } from '../city-picker/search-cities';
import { useSaleWindow } from '../sale-window';
import { SearchSubmit, SwapPair, searchSubmitHandler } from '../search-form/search-form-parts';
import { DateField } from './date-field';
import { PassengerCounts } from './passenger-counts';
import { queryError, type FlightQuery } from './search-query';
import '@/styles/flight-search.css';
import './flight-search-lite.css';

interface FlightSearchFormProps {
  initial: FlightQuery;
  onSearch: (query: FlightQuery) => void;
  scope?: CityScope;
  /** `hero` on the home page, `bar` on top of the results. */
  variant?: 'hero' | 'bar';
  submitText?: string;
  /** International search: the destination picker opens on international hot cities. */
  intl?: boolean;
}

const cabins: Cabin[] = ['Y', 'C', 'F'];

/** 单程/往返, cities with a swap, date(s), cabin, passengers and 搜索. */
export function FlightSearchForm(props: FlightSearchFormProps) {
  const { initial, onSearch, scope = 'all', variant = 'hero', submitText = '搜索', intl } = props;
  const [q, setQ] = useState<FlightQuery>(initial);
  const set = (patch: Partial<FlightQuery>) => setQ((prev) => ({ ...prev, ...patch }));
  const route = q.from && q.to ? { from: q.from.code, to: q.to.code, cabin: q.cabin } : null;
  const back = q.from && q.to ? { from: q.to.code, to: q.from.code, cabin: q.cabin } : null;
  // the days the flight server sells (its sale window), never more
  const sale = useSaleWindow('flight');

  return (
    <form
      className={`fs fs--${variant}`}
      onSubmit={searchSubmitHandler(q, queryError(q), onSearch)}
      aria-label="机票搜索"
      data-testid="flight-search-form"
    >
      <RadioGroup<FlightQuery['trip']>
        className="fs__trip"
        aria-label="行程类型"
        value={q.trip}
        onChange={(trip) =>
          set({ trip, returnDate: trip === 'RT' ? (q.returnDate ?? q.date) : null })
        }
        options={[
          { value: 'OW', label: '单程' },
          { value: 'RT', label: '往返' },
        ]}
      />
      <div className="fs__row">
        <SwapPair
          from={
            <CityPicker
              label="出发城市"
              value={q.from}
              scope={scope}
              testId="from-city"
              onChange={(from) => set({ from })}
            />
          }
          to={
            <CityPicker
              label="到达城市"
              value={q.to}
              scope={scope}
              defaultTab={intl ? 'international' : 'domestic'}
              testId="to-city"
              onChange={(to) => set({ to })}
            />
          }
          swapLabel="交换出发地和目的地"
          onSwap={() => set({ from: q.to, to: q.from })}
        />
        <div className="fs__dates">
          <DateField
            label="出发日期"
            value={q.date}
            min={sale.min}
            max={sale.max}
            route={route}
            testId="depart-date"
            onChange={(date) =>
              set({ date, returnDate: q.returnDate && q.returnDate < date ? date : q.returnDate })
            }
          />
          {q.trip === 'RT' ? (
            <DateField
              label="返回日期"
              value={q.returnDate}
              min={q.date}
              max={sale.max}
              route={back}
              testId="return-date"
              onChange={(returnDate) => set({ returnDate })}
            />
          ) : (
            <button
              type="button"
              className="fs-field is-empty fs__add-return"
              onClick={() => set({ trip: 'RT', returnDate: q.date })}
            >
              <span className="fs-field__label">返回日期</span>
              <span className="fs-field__value">+ 添加返程</span>
            </button>
          )}
        </div>
        <div className="fs__extras">
          <label className="fs-field">
            <span className="fs-field__label">舱位等级</span>
            <select
              className="lite-select lite-select--borderless fs-field__select"
              value={q.cabin}
              onChange={(e) => set({ cabin: e.target.value as Cabin })}
            >
              {cabins.map((c) => (
                <option key={c} value={c}>
                  {CABIN_LABEL[c]}
                </option>
              ))}
            </select>
          </label>
          <PassengerCounts
            value={{ adults: q.adults, children: q.children, infants: q.infants }}
            onChange={(mix) => set(mix)}
          />
        </div>
        <SearchSubmit testId="search-submit" text={submitText} />
      </div>
    </form>
  );
}
