import { useId, type ReactNode } from 'react';
import { TextInput } from '@/components/lite/fields';

/** One labelled field of the group form with its error under it. */
export function Field(props: {
  label: string;
  error?: string | undefined;
  required?: boolean;
  children: (id: string, described?: string) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="team-field">
      <label htmlFor={id} className="team-field__label">
        {props.required && <span aria-hidden="true">* </span>}
        {props.label}
      </label>
      {props.children(id, props.error ? errorId : undefined)}
      {props.error && (
        <p id={errorId} className="team-field__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A text field of the group form. */
export function TextField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  required?: boolean;
  placeholder: string;
  inputMode?: 'text' | 'tel' | 'numeric' | 'decimal';
  maxLength?: number;
  testId: string;
}) {
  return (
    <Field label={props.label} error={props.error} required={props.required}>
      {(id, described) => (
        <TextInput
          id={id}
          value={props.value}
          placeholder={props.placeholder}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          status={props.error ? 'error' : undefined}
          aria-describedby={described}
          data-testid={props.testId}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
