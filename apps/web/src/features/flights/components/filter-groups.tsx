import {
  CABIN_LABEL,
  TIME_BAND_LABEL,
  TIME_BANDS,
  type Cabin,
  type FlightLegResult,
} from '@lvxing/shared';
import { CheckboxGroup, RadioGroup } from '@/components/lite/choice';
import { formatFen } from '@/components/money';
import type { FilterState } from '../lib/filter-sort';

export type Facets = FlightLegResult['facets'];
export type GroupKey = 'airlines' | 'depTimeBands' | 'depAirports' | 'arrAirports' | 'cabin';

export const GROUP_LABEL: Record<GroupKey, string> = {
  airlines: '航空公司',
  depTimeBands: '起飞时间',
  depAirports: '出发机场',
  arrAirports: '到达机场',
  cabin: '舱位',
};

interface GroupProps {
  group: GroupKey;
  facets: Facets;
  value: FilterState;
  onChange: (next: FilterState) => void;
}

const cabins: Cabin[] = ['Y', 'C', 'F'];

/** The choices of one filter group, as checkboxes (cabin: radios). */
export function FilterGroup({ group, facets, value, onChange }: GroupProps) {
  if (group === 'cabin') {
    return (
      <RadioGroup<Cabin>
        className="filter-group"
        aria-label={GROUP_LABEL.cabin}
        value={value.cabin}
        onChange={(cabin) => onChange({ ...value, cabin })}
        options={cabins.map((c) => ({ value: c, label: CABIN_LABEL[c] }))}
      />
    );
  }
  const options =
    group === 'depTimeBands'
      ? TIME_BANDS.map((b) => ({ value: b, label: TIME_BAND_LABEL[b] }))
      : facets[group].map((f) => ({
          value: f.code,
          label: (
            <span className="filter-group__opt">
              {f.nameZh}
              <small>{formatFen(f.lowestPriceFen)}起</small>
            </span>
          ),
        }));
  return (
    <CheckboxGroup<string>
      className="filter-group"
      aria-label={GROUP_LABEL[group]}
      value={(value[group] as string[] | undefined) ?? []}
      onChange={(list) => onChange({ ...value, [group]: list })}
      options={options}
    />
  );
}

/** How many choices a group has picked (for the bar's badges). */
export function pickedCount(group: GroupKey, value: FilterState): number {
  return group === 'cabin' ? 0 : ((value[group] as string[] | undefined)?.length ?? 0);
}
