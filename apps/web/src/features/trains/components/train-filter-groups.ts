import {
  SEAT_CLASS_LABEL,
  SEAT_CLASSES,
  TIME_BAND_LABEL,
  TIME_BANDS,
  type TrainSearchResult,
} from '@lvxing/shared';
import type { FilterGroupDef } from '@/components/filter-bar';

const bands = TIME_BANDS.map((b) => ({ value: b, label: TIME_BAND_LABEL[b] }));

/** The filter groups of a day's result: types, time bands, stations and seat classes found. */
export function trainFilterGroups(result: TrainSearchResult): FilterGroupDef[] {
  const classes = SEAT_CLASSES.filter((c) =>
    result.trains.some((t) => t.seats.some((s) => s.seatClass === c)),
  );
  return [
    {
      key: 'trainTypes',
      label: '车次类型',
      options: result.facets.trainTypes.map((f) => ({
        value: f.code,
        label: f.code === 'O' ? f.name : `${f.name}（${f.code}）`,
      })),
    },
    { key: 'depTimeBands', label: '出发时间', options: bands },
    { key: 'arrTimeBands', label: '到达时间', options: bands },
    {
      key: 'depStations',
      label: '出发车站',
      options: result.facets.depStations.map((f) => ({ value: f.code, label: f.name })),
    },
    {
      key: 'arrStations',
      label: '到达车站',
      options: result.facets.arrStations.map((f) => ({ value: f.code, label: f.name })),
    },
    {
      key: 'seatClasses',
      label: '坐席类型',
      options: classes.map((c) => ({ value: c, label: SEAT_CLASS_LABEL[c] })),
    },
  ];
}
