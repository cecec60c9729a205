import type { ProvinceBasis } from '@lvxing/shared';
import type { ApplicantInput } from '../../lib/visa-text';

interface Props {
  input: ApplicantInput;
  provinces: readonly { code: string; name: string }[];
  bases: readonly { value: ProvinceBasis; label: string }[];
  onChange: (patch: Partial<ApplicantInput>) => void;
}

/** The applicant's age, province and what the province is (户籍 or 常住地). */
export function ApplicantFields({ input, provinces, bases, onChange }: Props) {
  return (
    <div className="vs-fields">
      <label className="vs-field">
        <span>年龄（周岁）</span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={120}
          value={input.age}
          onChange={(e) => onChange({ age: e.target.value })}
        />
      </label>
      <label className="vs-field">
        <span>省份</span>
        <select value={input.province} onChange={(e) => onChange({ province: e.target.value })}>
          {provinces.map((p) => (
            <option key={p.code} value={p.code}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="vs-field vs-field--radios">
        <legend>省份依据</legend>
        {bases.map((b) => (
          <label key={b.value} className="vs-radio">
            <input
              type="radio"
              name="province-basis"
              value={b.value}
              checked={input.provinceBasis === b.value}
              onChange={() => onChange({ provinceBasis: b.value })}
            />
            {b.label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
