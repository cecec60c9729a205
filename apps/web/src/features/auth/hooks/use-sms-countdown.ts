import { useEffect, useState } from 'react';
import { SMS_RESEND_COUNTDOWN_S } from '@lvxing/shared';

export const SMS_BUTTON_TEXT = '获取验证码';

export const countdownLabel = (seconds: number): string => `${seconds}s后重新获取`;

/**
 * The SMS button state (site-spec §4): label 获取验证码, or `{N}s后重新获取` while counting down
 * from 59; disabled whenever the label is not the default.
 */
export function useSmsCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const label = left > 0 ? countdownLabel(left) : SMS_BUTTON_TEXT;
  return {
    label,
    disabled: label !== SMS_BUTTON_TEXT,
    start: () => setLeft(SMS_RESEND_COUNTDOWN_S),
  };
}
