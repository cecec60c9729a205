import { lazy } from 'react';
import { PickerField } from '../picker-field';
import type { CityValue, HotTab } from './city-panel';
import type { CityScope } from './search-cities';

// the panel (and its hot-city lists) loads when a picker first opens
const CityPanel = lazy(() => import('./city-panel').then((m) => ({ default: m.CityPanel })));

export type { CityValue } from './city-panel';

interface CityPickerProps {
  label: string;
  value: CityValue | null;
  onChange: (city: CityValue) => void;
  scope?: CityScope;
  defaultTab?: HotTab;
  placeholder?: string;
  testId?: string;
}

/** A city field: a popover on desktop, a bottom sheet on mobile, with the city panel inside. */
export function CityPicker(props: CityPickerProps) {
  const {
    label,
    value,
    onChange,
    scope = 'all',
    defaultTab,
    placeholder = '请选择城市',
    testId,
  } = props;
  return (
    <PickerField
      label={label}
      valueText={value?.name ?? null}
      placeholder={placeholder}
      testId={testId}
      panel={(close) => (
        <CityPanel
          scope={scope}
          defaultTab={defaultTab}
          onPick={(city) => {
            onChange(city);
            close();
          }}
        />
      )}
    />
  );
}
