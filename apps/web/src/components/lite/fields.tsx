import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import './lite.css';

type Status = { status?: 'error' };

/** A native text input that looks like antd's (booking forms' first render). */
export function TextInput({
  status,
  className,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & Status) {
  const cls = ['lite-input', status === 'error' && 'is-error', className].filter(Boolean);
  return (
    <input
      type="text"
      {...rest}
      className={cls.join(' ')}
      aria-invalid={status === 'error' || undefined}
    />
  );
}

export interface SelectOption<V extends string> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** A native select over options, sized like the booking form's inputs. */
export function NativeSelect<V extends string>({
  options,
  value,
  onChange,
  status,
  className,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> &
  Status & { options: readonly SelectOption<V>[]; value: V; onChange: (value: V) => void }) {
  const cls = ['lite-select', 'lite-select--field', status === 'error' && 'is-error', className];
  return (
    <select
      {...rest}
      className={cls.filter(Boolean).join(' ')}
      value={value}
      aria-invalid={status === 'error' || undefined}
      onChange={(e) => onChange(e.target.value as V)}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
