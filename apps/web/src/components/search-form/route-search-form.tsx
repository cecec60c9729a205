import { useState, type ComponentType, type ReactNode } from 'react';
import { HolidayDateField } from '../date-field/holiday-date-field';
import { useSaleWindow, type SaleWindow } from '../sale-window';
import {
  SearchSubmit,
  SwapPair,
  searchSubmitHandler,
  type PlaceFieldProps,
} from './search-form-parts';
import '@/styles/flight-search.css';
import '@/styles/rail-search.css';

/** What a route search edits: two places and the day. */
export interface RouteQuery<P> {
  from: P | null;
  to: P | null;
  date: string;
}

export interface RouteSearchFormProps<P, Q extends RouteQuery<P>> {
  /** Whose sale window bounds the date (the server's rules). */
  kind: 'train' | 'bus';
  /** 火车票, 汽车票: names the form and its sale window. */
  product: string;
  /** Prefix of the test ids: `<testId>-search-form`, `-from`, `-to`, `-date`, `-search-submit`. */
  testId: string;
  labels: { from: string; to: string; swap: string };
  PlaceField: ComponentType<PlaceFieldProps<P>>;
  initial: Q;
  onSearch: (query: Q) => void;
  /** The query's first problem, or null. */
  queryError: (query: Q, sale: SaleWindow) => string | null;
  /** `hero` on the home page, `bar` on top of the results. */
  variant?: 'hero' | 'bar';
  submitText: string;
  /** Fields after the date (只看高铁动车…). */
  extras?: (query: Q, set: (patch: Partial<Q>) => void) => ReactNode;
}

/**
 * A route search (火车票, 汽车票): from and to with a swap, the date within the kind's sale window
 * (holidays marked), the kind's extras and the submit button.
 */
export function RouteSearchForm<P, Q extends RouteQuery<P>>(props: RouteSearchFormProps<P, Q>) {
  const { initial, onSearch, variant = 'hero', labels, PlaceField, testId } = props;
  const [q, setQ] = useState<Q>(initial);
  const set = (patch: Partial<Q>) => setQ((prev) => ({ ...prev, ...patch }));
  const sale = useSaleWindow(props.kind);

  return (
    <form
      className={`fs fs--${variant} fs--rail`}
      onSubmit={searchSubmitHandler(q, props.queryError(q, sale), onSearch)}
      aria-label={`${props.product}搜索`}
      data-testid={`${testId}-search-form`}
    >
      <div className="fs__row">
        <SwapPair
          from={
            <PlaceField
              label={labels.from}
              value={q.from}
              testId={`${testId}-from`}
              onChange={(from) => set({ from } as Partial<Q>)}
            />
          }
          to={
            <PlaceField
              label={labels.to}
              value={q.to}
              testId={`${testId}-to`}
              onChange={(to) => set({ to } as Partial<Q>)}
            />
          }
          swapLabel={labels.swap}
          onSwap={() => set({ from: q.to, to: q.from } as Partial<Q>)}
        />
        <div className="fs__dates">
          <HolidayDateField
            label="出发日期"
            value={q.date}
            min={sale.min}
            max={sale.max}
            testId={`${testId}-date`}
            footer={
              <span className="fs-date-note">
                {props.product}预售期 {sale.days} 天
              </span>
            }
            onChange={(date) => set({ date } as Partial<Q>)}
          />
        </div>
        {props.extras?.(q, set)}
        <SearchSubmit testId={`${testId}-search-submit`} text={props.submitText} />
      </div>
    </form>
  );
}
