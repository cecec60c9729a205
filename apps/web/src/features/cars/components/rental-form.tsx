import { useState } from 'react';
import {
  CAR_AGE_BAND_LABEL,
  CAR_AGE_BANDS,
  type CarAgeBand,
  type CarRentalSearchBody,
} from '@lvxing/shared';
import {
  formProblem,
  HALF_HOURS,
  initialForm,
  searchBodyOf,
  type RentalForm,
} from '../lib/rental-form';
import { StorePicker } from './store-picker';

/** A date and a half-hour time side by side. */
function WhenField(props: {
  label: string;
  date: string;
  time: string;
  onDate: (v: string) => void;
  onTime: (v: string) => void;
}) {
  return (
    <fieldset className="car-field car-when">
      <legend>{props.label}</legend>
      <input
        type="date"
        aria-label={`${props.label}日期`}
        value={props.date}
        onChange={(e) => props.onDate(e.target.value)}
      />
      <select
        aria-label={`${props.label}时刻`}
        value={props.time}
        onChange={(e) => props.onTime(e.target.value)}
      >
        {HALF_HOURS.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </select>
    </fieldset>
  );
}

type Set = (patch: Partial<RentalForm>) => void;

/** Pick-up and return, each a date and a half-hour time. */
function PeriodFields({ form, set }: { form: RentalForm; set: Set }) {
  return (
    <>
      <WhenField
        label="取车时间"
        date={form.pickupDate}
        time={form.pickupTime}
        onDate={(pickupDate) => set({ pickupDate })}
        onTime={(pickupTime) => set({ pickupTime })}
      />
      <WhenField
        label="还车时间"
        date={form.returnDate}
        time={form.returnTime}
        onDate={(returnDate) => set({ returnDate })}
        onTime={(returnTime) => set({ returnTime })}
      />
    </>
  );
}

/** 异店/异地还车: when ticked, the return store to pick. */
function ReturnFields({ form, set }: { form: RentalForm; set: Set }) {
  return (
    <>
      <div className="car-field car-return">
        <label>
          <input
            type="checkbox"
            checked={form.otherReturn}
            onChange={(e) => set({ otherReturn: e.target.checked })}
          />
          异店/异地还车
        </label>
      </div>
      {form.otherReturn && (
        <StorePicker
          label="还车门店"
          storesOnly
          value={form.dropoff}
          onChange={(dropoff) => set({ dropoff })}
        />
      )}
    </>
  );
}

/** The driver's age band (豪华型 only from 25 to 60). */
function AgeField(props: { value: CarAgeBand; onChange: (v: CarAgeBand) => void }) {
  return (
    <div className="car-field">
      <label htmlFor="car-age">驾驶员年龄</label>
      <select
        id="car-age"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as CarAgeBand)}
      >
        {CAR_AGE_BANDS.map((b) => (
          <option key={b} value={b}>
            {CAR_AGE_BAND_LABEL[b]}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * 自驾租车 search: pick-up city or store, the same or another return store, pick-up and return
 * date and half-hour time, the driver's age band. 搜索 checks the form first and names the
 * first problem beside the button.
 */
export function RentalSearchForm({ onSearch }: { onSearch: (body: CarRentalSearchBody) => void }) {
  const [form, setForm] = useState<RentalForm>(() => initialForm());
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<RentalForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const p = formProblem(form);
    setProblem(p);
    if (!p) onSearch(searchBodyOf(form));
  };
  return (
    <form className="car-form card" onSubmit={submit} aria-label="自驾租车搜索">
      <StorePicker label="取车地点" value={form.pickup} onChange={(pickup) => set({ pickup })} />
      <ReturnFields form={form} set={set} />
      <PeriodFields form={form} set={set} />
      <AgeField value={form.ageBand} onChange={(ageBand) => set({ ageBand })} />
      <div className="car-submit">
        <button type="submit" className="btn btn--primary">
          搜索车辆
        </button>
        {problem && (
          <p className="car-problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    </form>
  );
}
