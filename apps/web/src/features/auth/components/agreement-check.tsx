import { useId, useState } from 'react';
import { LEGAL_PATHS } from '@/lib/legal-paths';
import '@/styles/legal.css';

/** The box's label, read as one sentence (the links inside it would add pauses). */
export const AGREEMENT_LABEL = '我已阅读并同意《用户协议》和《隐私政策》';
/** The message when the box is not ticked (as the server's for register, packages/shared). */
export const AGREEMENT_REQUIRED_TEXT = '请阅读并同意《用户协议》和《隐私政策》';

interface AgreementCheckProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the box (not ticked at submit, or the server's 12006 message). */
  error?: string;
}

/**
 * Consent to the 用户协议 and 隐私政策 (PIPL art. 13–14): an explicit box, never ticked in
 * advance. The titles open the pages in a new tab, so the form keeps what was typed.
 */
export function AgreementCheck({ id, checked, onChange, error }: AgreementCheckProps) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'agree-check has-error' : 'agree-check'}>
      <label className="agree-check__label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="agree-check__box"
          checked={checked}
          aria-label={AGREEMENT_LABEL}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>
          我已阅读并同意
          <a href={LEGAL_PATHS.agreement} target="_blank" rel="noopener">
            《用户协议》
          </a>
          和
          <a href={LEGAL_PATHS.privacy} target="_blank" rel="noopener">
            《隐私政策》
          </a>
        </span>
      </label>
      {error && (
        <div className="tf__error" id={errorId} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The state of a form's consent box: `confirm()` at submit says whether it is ticked (and shows
 * the message when not), `refuse(message)` unticks it with the server's 12006 message; spread
 * `box` on {@link AgreementCheck}.
 */
export function useAgreement() {
  const id = useId();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  return {
    confirm: () => {
      if (!checked) setError(AGREEMENT_REQUIRED_TEXT);
      return checked;
    },
    refuse: (message?: string) => {
      setChecked(false);
      setError(message || AGREEMENT_REQUIRED_TEXT);
    },
    box: {
      id,
      checked,
      error,
      onChange: (next: boolean) => {
        setChecked(next);
        if (next) setError(undefined);
      },
    } satisfies AgreementCheckProps,
  };
}
