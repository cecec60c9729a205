import { useId, useState, type ChangeEvent } from 'react';
import type { Rules } from '../validators';

type Errors<V> = Partial<Record<keyof V, string>>;

/**
 * A small form state: values, per-field errors validated on blur (site-spec §5), re-checked
 * while typing once a field shows an error, and a full check before submit.
 */
export function useFieldForm<V extends { [K in keyof V]: string }>(initial: V, rules: Rules<V>) {
  const id = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});

  const check = (name: keyof V, all: V): string | undefined => rules[name](all[name], all);

  const validateField = (name: keyof V): string | undefined => {
    const message = check(name, values);
    setErrors((e) => ({ ...e, [name]: message }));
    return message;
  };

  const validateAll = (): boolean => {
    const next: Errors<V> = {};
    for (const name of Object.keys(rules) as (keyof V)[]) next[name] = check(name, values);
    setErrors(next);
    return Object.values(next).every((m) => !m);
  };

  const bind = (name: keyof V & string) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const all = { ...values, [name]: e.target.value };
      setValues(all);
      if (errors[name]) setErrors((er) => ({ ...er, [name]: check(name, all) }));
    },
    onBlur: () => void validateField(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  const errorId = (name: keyof V & string) => `${id}-${name}-error`;

  /** Shows `message` (or clears the error) on a field, for checks beyond its rule. */
  const setError = (name: keyof V, message: string | undefined) =>
    setErrors((e) => ({ ...e, [name]: message }));

  return { values, errors, bind, errorId, validateField, validateAll, setError };
}
