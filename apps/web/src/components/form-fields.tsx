// The labelled fields of the request forms (公务出行合作, 企业商旅申请, 团队出行, 定制游): a label,
// the control and its error under it, as the contract's checks word it; the contact part they
// share. Selects, checkboxes and the consent close: request-fields.tsx.
import { useId, type ReactNode } from 'react';
import { TextInput } from '@/components/lite/fields';
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

/** A text field's value, message and change handler (`useDraftForm`'s `text(key)`). */
export interface TextBinding {
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}

/**
 * 联系人 and 手机号 (required), with 职务 between them and 邮箱 after when given (both 选填).
 * Test ids: `<testPrefix>-contact`, `-position`, `-mobile`, `-email`.
 */
export function ContactFields(props: {
  testPrefix: string;
  contact: TextBinding;
  mobile: TextBinding;
  /** 职务 and its placeholder; left out when not asked. */
  position?: TextBinding & { placeholder: string };
  email?: TextBinding;
}) {
  const { testPrefix: t, position } = props;
  return (
    <>
      <TextField
        label="联系人"
        required
        placeholder="联系人姓名"
        maxLength={30}
        testId={`${t}-contact`}
        {...props.contact}
      />
      {position && <TextField label="职务" maxLength={30} testId={`${t}-position`} {...position} />}
      <TextField
        label="手机号"
        required
        placeholder="11位手机号"
        inputMode="tel"
        maxLength={11}
        testId={`${t}-mobile`}
        {...props.mobile}
      />
      {props.email && (
        <TextField
          label="邮箱"
          placeholder="选填"
          inputMode="email"
          maxLength={100}
          testId={`${t}-email`}
          {...props.email}
        />
      )}
    </>
  );
}
