import {
  CUSTOM_HOTEL_DIAMONDS,
  CUSTOM_HOTEL_STANDARDS,
  CUSTOM_TRIP_THEMES,
  type CustomTripTheme,
} from '@lvxing/shared';
import { Checkbox, CheckboxGroup, RadioGroup } from '@/components/lite/choice';
import { Field, TextField } from '@/components/form-fields';
import type { DraftPart } from './custom-trip-route';

const STANDARDS = CUSTOM_HOTEL_STANDARDS.map((s) => ({
  value: s,
  label: `${s}（${CUSTOM_HOTEL_DIAMONDS[s]}钻）`,
}));
const THEMES = CUSTOM_TRIP_THEMES.map((t) => ({ value: t, label: t }));

/** Preferences: hotel standard, budget per person, guide, car, meals and themes. */
export function CustomTripPrefs({ draft, errors, set }: DraftPart) {
  return (
    <fieldset className="custom-trip__part">
      <legend>偏好与需求</legend>
      <Field label="酒店标准" required error={errors.hotelStandard}>
        {() => (
          <RadioGroup
            aria-label="酒店标准"
            testId="custom-hotel"
            value={draft.hotelStandard}
            options={STANDARDS}
            onChange={(hotelStandard) => set({ hotelStandard })}
          />
        )}
      </Field>
      <div className="custom-trip__grid">
        <TextField
          label="人均预算（元）"
          placeholder="选填"
          inputMode="numeric"
          maxLength={10}
          testId="custom-budget"
          value={draft.budgetYuan}
          error={errors.budgetYuan}
          onChange={(budgetYuan) => set({ budgetYuan })}
        />
        <Field label="服务需求">
          {() => (
            <div className="lite-group" role="group" aria-label="服务需求">
              <Checkbox checked={draft.guide} onChange={(guide) => set({ guide })}>
                导游
              </Checkbox>
              <Checkbox checked={draft.car} onChange={(car) => set({ car })}>
                包车/用车
              </Checkbox>
              <Checkbox checked={draft.meals} onChange={(meals) => set({ meals })}>
                含餐
              </Checkbox>
            </div>
          )}
        </Field>
      </div>
      <Field label="主题（可多选）" error={errors.themes}>
        {() => (
          <CheckboxGroup<CustomTripTheme>
            aria-label="主题"
            value={draft.themes}
            options={THEMES}
            onChange={(themes) => set({ themes })}
          />
        )}
      </Field>
    </fieldset>
  );
}
