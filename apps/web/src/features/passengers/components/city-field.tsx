import { lazy, Suspense } from 'react';
import { PickerField } from '@/components/picker-field';

const CityPanel = lazy(() => import('./city-panel'));

interface CityFieldProps {
  /** 家庭所在城市… (the button's name, the sheet's title). */
  label: string;
  value: string;
  invalid: boolean;
  testId: string;
  onPick: (city: string) => void;
}

/**
 * A city of a student's 优惠区间, picked with the train station search (/api/train/station/search:
 * a city, or a station standing for its city): a popover on desktop, a bottom sheet on phones.
 */
export function CityField({ label, value, invalid, testId, onPick }: CityFieldProps) {
  return (
    <PickerField
      label={label}
      valueText={value || null}
      placeholder="请选择城市"
      testId={testId}
      renderTrigger={(open) => (
        <button
          type="button"
          className={`lite-input trav-city${invalid ? ' is-error' : ''}${value ? '' : ' is-empty'}`}
          aria-label={`${label}：${value || '未选择'}`}
          aria-haspopup="dialog"
          aria-invalid={invalid || undefined}
          data-testid={testId}
          onClick={open}
        >
          {value || '请选择城市'}
        </button>
      )}
      panel={(close) => (
        <Suspense fallback={<p className="city-panel__hint">加载中…</p>}>
          <CityPanel
            testId={`${testId}-panel`}
            onPick={(city) => {
              onPick(city);
              close();
            }}
          />
        </Suspense>
      )}
    />
  );
}
