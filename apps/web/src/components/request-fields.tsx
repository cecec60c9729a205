// The request forms' choices and close (公务出行合作, 企业商旅申请, 定制游): selects and checkbox
// groups of codes, and 备注 with the consent box. Apart from form-fields.tsx, which the group
// form (团队出行) uses too, so that its page does not carry these.
import type { ReactNode } from 'react';
import { Checkbox, CheckboxGroup } from '@/components/lite/choice';
import { NativeSelect } from '@/components/lite/fields';
import { codeOptions, Field, RemarksField } from './form-fields';

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

/** What a request form's closing part reads and sets of its draft. */
interface ClosingDraft {
  remarks: string;
  consent: boolean;
}

/**
 * The close of a request form: 备注 (up to 500 characters) and the consent box, with their
 * messages; `children` says what the consent is to.
 */
export function RequestClosing(props: {
  draft: ClosingDraft;
  errors: { remarks?: string | undefined; consent?: string | undefined };
  set: (patch: Partial<ClosingDraft>) => void;
  remarksPlaceholder: string;
  consentTestId: string;
  children: ReactNode;
}) {
  const { draft, errors, set } = props;
  return (
    <>
      <RemarksField
        value={draft.remarks}
        error={errors.remarks}
        maxLength={500}
        placeholder={props.remarksPlaceholder}
        onChange={(remarks) => set({ remarks })}
      />
      <ConsentField
        checked={draft.consent}
        error={errors.consent}
        onChange={(consent) => set({ consent })}
        testId={props.consentTestId}
      >
        {props.children}
      </ConsentField>
    </>
  );
}
