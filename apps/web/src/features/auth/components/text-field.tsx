import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Show the label above the input (forms) or keep it for screen readers only (overlay). */
  showLabel?: boolean;
  icon?: ReactNode;
  error?: string;
  errorId: string;
  hint?: string;
  /** Something beside the input, e.g. the SMS button. */
  addon?: ReactNode;
}

/** A labelled input with its validation message. */
export function TextField(props: TextFieldProps) {
  const { id, label, showLabel = false, icon, error, errorId, hint, addon, ...input } = props;
  return (
    <div className={error ? 'tf has-error' : 'tf'}>
      <label htmlFor={id} className={showLabel ? 'tf__label' : 'sr-only'}>
        {label}
      </label>
      <div className="tf__row">
        <div className="tf__box">
          {icon && (
            <span className="tf__icon" aria-hidden>
              {icon}
            </span>
          )}
          <input className="tf__input" {...input} id={id} />
        </div>
        {addon}
      </div>
      {error ? (
        <div className="tf__error" id={errorId} role="alert">
          {error}
        </div>
      ) : (
        hint && <div className="tf__hint">{hint}</div>
      )}
    </div>
  );
}
