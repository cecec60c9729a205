import { useId, type ReactNode } from 'react';
import './lite.css';

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  testId?: string;
  className?: string;
}

/** A native checkbox with its label. */
export function Checkbox({ checked, onChange, children, testId, className }: CheckboxProps) {
  return (
    <label className={className ? `lite-check ${className}` : 'lite-check'}>
      <input
        type="checkbox"
        checked={checked}
        data-testid={testId}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}

export interface ChoiceOption<V extends string> {
  value: V;
  label: ReactNode;
  /** Shown but not choosable (a ticket type the passenger cannot have). */
  disabled?: boolean;
}

interface GroupProps<V extends string> {
  options: readonly ChoiceOption<V>[];
  className?: string;
  'aria-label'?: string;
  testId?: string;
}

/** Checkboxes picking any of the options. */
export function CheckboxGroup<V extends string>(
  props: GroupProps<V> & { value: readonly V[]; onChange: (value: V[]) => void },
) {
  const { options, value, onChange, className } = props;
  return (
    <div role="group" aria-label={props['aria-label']} className={`lite-group ${className ?? ''}`}>
      {options.map((o) => (
        <label key={o.value} className="lite-check">
          <input
            type="checkbox"
            value={o.value}
            checked={value.includes(o.value)}
            onChange={(e) =>
              onChange(
                // keep the options' order, like antd's Checkbox.Group
                options
                  .map((x) => x.value)
                  .filter((v) => (v === o.value ? e.target.checked : value.includes(v))),
              )
            }
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

/** Radios picking one of the options. */
export function RadioGroup<V extends string>(
  props: GroupProps<V> & { value: V; onChange: (value: V) => void },
) {
  const { options, value, onChange, className } = props;
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={props['aria-label']}
      data-testid={props.testId}
      className={`lite-group ${className ?? ''}`}
    >
      {options.map((o) => (
        <label key={o.value} className="lite-radio">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            disabled={o.disabled}
            onChange={() => onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
