import { useState } from 'react';
import type { LoginBody, LoginResult } from '@lvxing/shared';
import { ApiError } from '@/lib/api-client';
import { login } from '../api/login';

export interface LoginFormProps {
  onSuccess: (result: LoginResult) => void;
}

/**
 * Sends a login. The API client toasts the server's message of a refusal and the overlay stays
 * open; `onRefused` gets the refusal's code (e.g. 12007: an SMS code is now needed).
 */
export function useLoginSubmit(
  onSuccess: LoginFormProps['onSuccess'],
  onRefused?: (code: number, message: string) => void,
) {
  const [submitting, setSubmitting] = useState(false);
  const submit = async (body: LoginBody) => {
    setSubmitting(true);
    try {
      onSuccess(await login(body));
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'business') {
        onRefused?.(error.code, error.message);
      }
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, submit };
}

/** 登录 */
export function SubmitButton({ submitting }: { submitting: boolean }) {
  return (
    <button type="submit" className="btn btn--brand btn--block" disabled={submitting}>
      登录
    </button>
  );
}
