import {
  CABIN_LABEL,
  TIME_BAND_LABEL,
  TIME_BANDS,
  type Cabin,
  type FlightLegResult,
} from '@lvxing/shared';
import type { FilterGroupDef } from '@/components/filter-bar';
import { formatFen } from '@/components/money';

type Facets = FlightLegResult['facets'];

const cabins: Cabin[] = ['Y', 'C', 'F'];

/**
 * The filters of a leg's flights: airlines and airports with their lowest prices, the departure
 * time bands, and the cabin (one always chosen; its button names it).
 */
export function flightFilterGroups(facets: Facets): FilterGroupDef[] {
  const priced = (list: Facets['airlines']) =>
    list.map((f) => ({
      value: f.code,
      label: (
        <span className="filter-group__opt">
          {f.nameZh}
          <small>{formatFen(f.lowestPriceFen)}起</small>
        </span>
      ),
    }));
  return [
    { key: 'airlines', label: '航空公司', options: priced(facets.airlines) },
    {
      key: 'depTimeBands',
      label: '起飞时间',
      options: TIME_BANDS.map((b) => ({ value: b, label: TIME_BAND_LABEL[b] })),
    },
    { key: 'depAirports', label: '出发机场', options: priced(facets.depAirports) },
    { key: 'arrAirports', label: '到达机场', options: priced(facets.arrAirports) },
    {
      key: 'cabin',
      label: '舱位',
      single: true,
      options: cabins.map((c) => ({ value: c, label: CABIN_LABEL[c] })),
    },
  ];
}
