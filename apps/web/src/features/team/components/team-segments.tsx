import {
  addDays,
  beijingToday,
  GROUP_MAX_SEGMENTS,
  GROUP_TIME_WINDOW_LABEL,
  GROUP_TIME_WINDOWS,
  type GroupTripType,
} from '@lvxing/shared';
import { CityPicker } from '@/components/city-picker/city-picker';
import { DatePickerField } from '@/components/date-field/date-picker-field';
import { Field } from '@/components/form-fields';
import { NativeSelect } from '@/components/lite/fields';
import type { SegmentDraft, TeamErrors } from './team-draft';

const windows = GROUP_TIME_WINDOWS.map((value) => ({
  value,
  label: GROUP_TIME_WINDOW_LABEL[value],
}));

/**
 * The segments of the request, a list that grows and shrinks (多程: add and remove rows; 单程
 * and 往返 fixed): cities from the site's flight city picker, a day from today on, a time window.
 */
export function TeamSegments(props: {
  tripType: GroupTripType;
  segments: SegmentDraft[];
  errors: TeamErrors;
  onChange: (segments: SegmentDraft[]) => void;
}) {
  const { segments, errors, tripType } = props;
  const today = beijingToday();
  const set = (i: number, patch: Partial<SegmentDraft>) =>
    props.onChange(segments.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  const add = () => {
    const last = segments.at(-1);
    props.onChange([
      ...segments,
      { from: last?.to ?? null, to: null, date: last?.date ?? null, timeWindow: 'ANY' },
    ]);
  };
  return (
    <fieldset className="team-segments">
      <legend className="team-segments__legend">航段</legend>
      {segments.map((s, i) => (
        <div className="team-segment" key={i} data-testid={`team-segment-${i}`}>
          <span className="team-segment__no">第{i + 1}程</span>
          <div className="team-segment__cities">
            <CityPicker
              label="出发城市"
              value={s.from}
              testId={`team-from-${i}`}
              onChange={(from) => set(i, { from })}
            />
            <CityPicker
              label="到达城市"
              value={s.to}
              testId={`team-to-${i}`}
              onChange={(to) => set(i, { to })}
            />
          </div>
          <DatePickerField
            label="出发日期"
            value={s.date}
            min={i > 0 ? (segments[i - 1]?.date ?? today) : today}
            max={addDays(today, 365)}
            holidays
            testId={`team-date-${i}`}
            onChange={(date) => set(i, { date })}
          />
          <Field label="出发时段">
            {(id) => (
              <NativeSelect
                id={id}
                value={s.timeWindow}
                options={windows}
                onChange={(timeWindow) => set(i, { timeWindow })}
              />
            )}
          </Field>
          {tripType === 'MULTI' && segments.length > 2 && (
            <button
              type="button"
              className="btn btn--ghost team-segment__remove"
              onClick={() => props.onChange(segments.filter((_, j) => j !== i))}
            >
              删除
            </button>
          )}
          {['from', 'to', 'date'].map((k) =>
            errors[`segments.${i}.${k}`] ? (
              <p key={k} className="form-field__error" role="alert">
                {errors[`segments.${i}.${k}`]}
              </p>
            ) : null,
          )}
        </div>
      ))}
      {errors.segments && (
        <p className="form-field__error" role="alert">
          {errors.segments}
        </p>
      )}
      {tripType === 'MULTI' && segments.length < GROUP_MAX_SEGMENTS && (
        <button
          type="button"
          className="btn btn--ghost team-segments__add"
          onClick={add}
          data-testid="team-add-segment"
        >
          + 添加航段
        </button>
      )}
    </fieldset>
  );
}
