// The labelled fields of the request forms (公务出行合作, 企业商旅申请, 团队出行, 定制游): a label,
// the control and its error under it, as the contract's checks word it.
import { useId, type ReactNode } from 'react';
import { Checkbox, CheckboxGroup } from '@/components/lite/choice';
import { NativeSelect, TextInput } from '@/components/lite/fields';
import './form-fields.css';

/** The options of a select or checkbox group from codes and their labels (zod-free codes/*.ts). */
export const codeOptions = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** One labelled field of a form with its error under it (`role="alert"`, tied by aria). */
export function Field(props: {
  label: string;
  error?: string | undefined;
  required?: boolean;
  children: (id: string, described?: string) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {props.required && <span aria-hidden="true">* </span>}
        {props.label}
      </label>
      {props.children(id, props.error ? errorId : undefined)}
      {props.error && (
        <p id={errorId} className="form-field__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A text field of a form. */
export function TextField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  required?: boolean;
  placeholder: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric' | 'decimal';
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

/** A select of codes (单位类型, 企业规模…) with their labels. */
export function SelectField<V extends string>(props: {
  label: string;
  value: V;
  values: readonly V[];
  labels: Record<V, string>;
  onChange: (v: V) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <Field label={props.label} required={props.required} error={props.error}>
      {(id, described) => (
        <NativeSelect
          id={id}
          value={props.value}
          options={codeOptions(props.values, props.labels)}
          aria-describedby={described}
          onChange={props.onChange}
        />
      )}
    </Field>
  );
}

/** A group of checkboxes of codes (合作需求, 所需产品…), at least one to be picked. */
export function ChecksField<V extends string>(props: {
  label: string;
  value: V[];
  values: readonly V[];
  labels: Record<V, string>;
  onChange: (v: V[]) => void;
  error?: string | undefined;
  required?: boolean;
}) {
  return (
    <Field label={props.label} required={props.required} error={props.error}>
      {() => (
        <CheckboxGroup
          aria-label={props.label}
          value={props.value}
          options={codeOptions(props.values, props.labels)}
          onChange={props.onChange}
        />
      )}
    </Field>
  );
}

/** The remarks box of a form (multi-line, at most `maxLength` characters). */
export function RemarksField(props: {
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
  placeholder: string;
  maxLength: number;
}) {
  return (
    <Field label="备注" error={props.error}>
      {(id, described) => (
        <textarea
          id={id}
          className="lite-input form-field__remarks"
          rows={3}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          value={props.value}
          aria-describedby={described}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

/** The consent box every request form ends with, and its error. */
export function ConsentField(props: {
  checked: boolean;
  onChange: (v: boolean) => void;
  error?: string | undefined;
  testId: string;
  children: ReactNode;
}) {
  return (
    <>
      <Checkbox checked={props.checked} onChange={props.onChange} testId={props.testId}>
        {props.children}
      </Checkbox>
      {props.error && (
        <p className="form-field__error" role="alert">
          {props.error}
        </p>
      )}
    </>
  );
}
