import { lazy, useState } from 'react';
import { SwapOutlined } from '@ant-design/icons';
import { ui } from '@/lib/ui-bridge';
import { HolidayDateField } from '../date-field/holiday-date-field';
import { PickerField } from '../picker-field';
import { Checkbox } from '../lite/choice';
import { PRESALE_DAYS, saleWindow } from '../sale-window';
import { trainQueryError, type StationValue, type TrainQuery } from './train-query';
import '@/styles/flight-search.css';
import '@/styles/rail-search.css';

// the panel (and its station lists) loads when a picker first opens
const StationPanel = lazy(() =>
  import('./station-panel').then((m) => ({ default: m.StationPanel })),
);

interface TrainSearchFormProps {
  initial: TrainQuery;
  onSearch: (query: TrainQuery) => void;
  /** `hero` on the home page, `bar` on top of the results. */
  variant?: 'hero' | 'bar';
  submitText?: string;
}

function StationField(props: {
  label: string;
  value: StationValue | null;
  testId: string;
  onChange: (s: StationValue) => void;
}) {
  return (
    <PickerField
      label={props.label}
      valueText={props.value?.name ?? null}
      placeholder="城市或车站"
      testId={props.testId}
      panel={(close) => (
        <StationPanel
          onPick={(s) => {
            props.onChange(s);
            close();
          }}
        />
      )}
    />
  );
}

/** 火车票 search: from and to (city or station) with a swap, date in the sale window, 只看高铁动车. */
export function TrainSearchForm(props: TrainSearchFormProps) {
  const { initial, onSearch, variant = 'hero', submitText = '查询车票' } = props;
  const [q, setQ] = useState<TrainQuery>(initial);
  const set = (patch: Partial<TrainQuery>) => setQ((prev) => ({ ...prev, ...patch }));
  const sale = saleWindow('train');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const error = trainQueryError(q, sale);
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
      aria-label="火车票搜索"
      data-testid="train-search-form"
    >
      <div className="fs__row">
        <div className="fs__cities">
          <StationField
            label="出发站"
            value={q.from}
            testId="train-from"
            onChange={(from) => set({ from })}
          />
          <button
            type="button"
            className="fs__swap"
            aria-label="交换出发站和到达站"
            onClick={() => set({ from: q.to, to: q.from })}
          >
            <SwapOutlined />
          </button>
          <StationField
            label="到达站"
            value={q.to}
            testId="train-to"
            onChange={(to) => set({ to })}
          />
        </div>
        <div className="fs__dates">
          <HolidayDateField
            label="出发日期"
            value={q.date}
            min={sale.min}
            max={sale.max}
            testId="train-date"
            footer={<span className="fs-date-note">火车票预售期 {PRESALE_DAYS.train} 天</span>}
            onChange={(date) => set({ date })}
          />
        </div>
        <div className="fs__extras fs__extras--toggle">
          <Checkbox
            className="fs-toggle"
            checked={q.gd}
            testId="train-gd"
            onChange={(gd) => set({ gd })}
          >
            只看高铁动车
          </Checkbox>
        </div>
        <button
          type="submit"
          className="btn btn--primary fs__submit"
          data-testid="train-search-submit"
        >
          {submitText}
        </button>
      </div>
    </form>
  );
}
