import type { ReactNode } from 'react';

/** A labelled form field with its error under it (booking forms). */
export function FormField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <label className={error ? 'pf has-error' : 'pf'}>
      <span className="pf__label">{label}</span>
      {children}
      {error && (
        <span className="pf__error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}
