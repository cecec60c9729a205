// The contact and closing parts every request form shares (公务出行合作, 企业商旅, 定制游): the
// same fields, limits and wording, so a person meets them alike on each.
import type { ReactNode } from 'react';
import { ConsentField, RemarksField, TextField } from './form-fields';

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
