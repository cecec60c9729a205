import { RadioGroup } from '@/components/lite/choice';
import { TextInput } from '@/components/lite/fields';
import { Field, TextField } from '@/components/form-fields';
import { addCity, type CustomDraft, type CustomErrors } from './custom-draft';

/** What each part of the form gets: the draft, its messages and a patch setter. */
export interface DraftPart {
  draft: CustomDraft;
  errors: CustomErrors;
  set: (patch: Partial<CustomDraft>) => void;
}

/** Destinations travellers pick most (one tap adds one to the list). */
const POPULAR = ['三亚', '丽江', '桂林', '成都', '西安', '厦门', '张家界', '东京'] as const;

const DATE_MODES = [
  { value: 'DATE', label: '固定日期' },
  { value: 'MONTH', label: '日期灵活（选月份）' },
] as const;

/** A text field's value, message and change handler from the draft. */
function textOf({ draft, errors, set }: DraftPart, key: keyof CustomDraft) {
  return {
    value: draft[key] as string,
    error: errors[key],
    onChange: (v: string) => set({ [key]: v }),
  };
}

/** When: a fixed start date, or a month when the dates are flexible. */
function CustomTripWhen({ draft, errors, set }: DraftPart) {
  const fixed = draft.dateMode === 'DATE';
  const error = errors.departDate ?? errors.month;
  return (
    <Field label="出发时间" required error={error}>
      {(id, described) => (
        <div className="custom-trip__when">
          <RadioGroup
            aria-label="出发时间方式"
            value={draft.dateMode}
            options={DATE_MODES}
            onChange={(dateMode) => set({ dateMode })}
          />
          <TextInput
            id={id}
            type={fixed ? 'date' : 'month'}
            value={fixed ? draft.departDate : draft.month}
            aria-describedby={described}
            status={error ? 'error' : undefined}
            data-testid="custom-when"
            onChange={(e) =>
              set(fixed ? { departDate: e.target.value } : { month: e.target.value })
            }
          />
        </div>
      )}
    </Field>
  );
}

/** How long and who: days, adults, children. */
function CustomTripParty(part: DraftPart) {
  return (
    <>
      <TextField
        label="行程天数"
        required
        placeholder="1–30天"
        inputMode="numeric"
        maxLength={2}
        testId="custom-days"
        {...textOf(part, 'tripDays')}
      />
      <TextField
        label="成人"
        required
        placeholder="人数"
        inputMode="numeric"
        maxLength={2}
        testId="custom-adults"
        {...textOf(part, 'adults')}
      />
      <TextField
        label="儿童（2–11岁）"
        placeholder="人数"
        inputMode="numeric"
        maxLength={2}
        testId="custom-children"
        {...textOf(part, 'children')}
      />
    </>
  );
}

/** The trip: where to (with popular picks), from where, when, how many days and who. */
export function CustomTripRoute(part: DraftPart) {
  const { draft, set } = part;
  return (
    <fieldset className="custom-trip__part">
      <legend>行程</legend>
      <TextField
        label="目的地"
        required
        placeholder="可填多个，用顿号分隔，如：丽江、大理"
        maxLength={110}
        testId="custom-destinations"
        {...textOf(part, 'destinations')}
      />
      <div className="custom-trip__chips" role="group" aria-label="热门目的地">
        {POPULAR.map((city) => (
          <button
            key={city}
            type="button"
            className="custom-trip__chip"
            onClick={() => set({ destinations: addCity(draft.destinations, city) })}
          >
            + {city}
          </button>
        ))}
      </div>
      <div className="custom-trip__grid">
        <TextField
          label="出发城市"
          required
          placeholder="如：上海"
          maxLength={20}
          testId="custom-from"
          {...textOf(part, 'departureCity')}
        />
        <CustomTripWhen {...part} />
        <CustomTripParty {...part} />
      </div>
    </fieldset>
  );
}
