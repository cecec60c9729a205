import { lazy } from 'react';
import { Checkbox } from '../lite/choice';
import { RouteSearchForm } from '../search-form/route-search-form';
import { panelPlaceField } from '../search-form/search-form-parts';
import { trainQueryError, type StationValue, type TrainQuery } from './train-query';

// the panel (and its station lists) loads when a picker first opens
const StationPanel = lazy(() =>
  import('./station-panel').then((m) => ({ default: m.StationPanel })),
);
const StationField = panelPlaceField<StationValue>(StationPanel, '城市或车站', (s) => s.name);
const labels = { from: '出发站', to: '到达站', swap: '交换出发站和到达站' };

interface TrainSearchFormProps {
  initial: TrainQuery;
  onSearch: (query: TrainQuery) => void;
  /** `hero` on the home page, `bar` on top of the results. */
  variant?: 'hero' | 'bar';
  submitText?: string;
}

/** 火车票 search: from and to (city or station) with a swap, date in the sale window, 只看高铁动车. */
export function TrainSearchForm({ submitText = '查询车票', ...props }: TrainSearchFormProps) {
  return (
    <RouteSearchForm
      {...props}
      kind="train"
      product="火车票"
      testId="train"
      labels={labels}
      PlaceField={StationField}
      queryError={trainQueryError}
      submitText={submitText}
      extras={(q, set) => (
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
      )}
    />
  );
}
