import { lazy, useState } from 'react';
import { SwapOutlined } from '@ant-design/icons';
import { ui } from '@/lib/ui-bridge';
import { HolidayDateField } from '../date-field/holiday-date-field';
import { PickerField } from '../picker-field';
import { PRESALE_DAYS, saleWindow } from '../sale-window';
import { busQueryError, type BusQuery } from './bus-query';
import '@/styles/flight-search.css';
import '@/styles/rail-search.css';

// the panel (and its city lists) loads when a picker first opens
const BusCityPanel = lazy(() =>
  import('./bus-city-panel').then((m) => ({ default: m.BusCityPanel })),
);

interface BusSearchFormProps {
  initial: BusQuery;
  onSearch: (query: BusQuery) => void;
  variant?: 'hero' | 'bar';
  submitText?: string;
}

function CityField(props: {
  label: string;
  value: string | null;
  testId: string;
  onChange: (city: string) => void;
}) {
  return (
    <PickerField
      label={props.label}
      valueText={props.value}
      placeholder="请选择城市"
      testId={props.testId}
      panel={(close) => (
        <BusCityPanel
          onPick={(city) => {
            props.onChange(city);
            close();
          }}
        />
      )}
    />
  );
}

/** 汽车票 search: from and to cities with a swap and the date in the sale window. */
export function BusSearchForm(props: BusSearchFormProps) {
  const { initial, onSearch, variant = 'hero', submitText = '查询班次' } = props;
  const [q, setQ] = useState<BusQuery>(initial);
  const set = (patch: Partial<BusQuery>) => setQ((prev) => ({ ...prev, ...patch }));
  const sale = saleWindow('bus');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const error = busQueryError(q, sale);
    if (error) {
      ui.toast('warning', error);
      return;
    }
    onSearch(q);
  };

  return (
    <form
      className={`fs fs--${variant} fs--rail`}
      onSubmit={submit}
      aria-label="汽车票搜索"
      data-testid="bus-search-form"
    >
      <div className="fs__row">
        <div className="fs__cities">
          <CityField
            label="出发城市"
            value={q.from}
            testId="bus-from"
            onChange={(from) => set({ from })}
          />
          <button
            type="button"
            className="fs__swap"
            aria-label="交换出发城市和到达城市"
            onClick={() => set({ from: q.to, to: q.from })}
          >
            <SwapOutlined />
          </button>
          <CityField label="到达城市" value={q.to} testId="bus-to" onChange={(to) => set({ to })} />
        </div>
        <div className="fs__dates">
          <HolidayDateField
            label="出发日期"
            value={q.date}
            min={sale.min}
            max={sale.max}
            testId="bus-date"
            footer={<span className="fs-date-note">汽车票预售期 {PRESALE_DAYS.bus} 天</span>}
            onChange={(date) => set({ date })}
          />
        </div>
        <button
          type="submit"
          className="btn btn--primary fs__submit"
          data-testid="bus-search-submit"
        >
          {submitText}
        </button>
      </div>
    </form>
  );
}
