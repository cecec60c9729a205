import { lazy } from 'react';
import { RouteSearchForm } from '../search-form/route-search-form';
import { panelPlaceField } from '../search-form/search-form-parts';
import { busQueryError, type BusQuery } from './bus-query';

// the panel (and its city lists) loads when a picker first opens
const BusCityPanel = lazy(() =>
  import('./bus-city-panel').then((m) => ({ default: m.BusCityPanel })),
);
const CityField = panelPlaceField<string>(BusCityPanel, '请选择城市', (city) => city);
const labels = { from: '出发城市', to: '到达城市', swap: '交换出发城市和到达城市' };

interface BusSearchFormProps {
  initial: BusQuery;
  onSearch: (query: BusQuery) => void;
  variant?: 'hero' | 'bar';
  submitText?: string;
}

/** 汽车票 search: from and to cities with a swap and the date in the sale window. */
export function BusSearchForm({ submitText = '查询班次', ...props }: BusSearchFormProps) {
  return (
    <RouteSearchForm
      {...props}
      kind="bus"
      product="汽车票"
      testId="bus"
      labels={labels}
      PlaceField={CityField}
      queryError={busQueryError}
      submitText={submitText}
    />
  );
}
