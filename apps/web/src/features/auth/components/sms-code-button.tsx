import { useState } from 'react';
import type { SmsAction } from '@lvxing/shared';
import { sendSmsCode } from '../api/send-sms-code';
import { useSmsCountdown } from '../hooks/use-sms-countdown';

interface SmsCodeButtonProps {
  action: SmsAction;
  /** Validates the mobile field; returns the mobile when valid (site-spec §5). */
  validateMobile: () => string | undefined;
}

/** 获取验证码: validates the mobile, sends the code, then counts down from 59 s. */
export function SmsCodeButton({ action, validateMobile }: SmsCodeButtonProps) {
  const { label, disabled, start } = useSmsCountdown();
  const [sending, setSending] = useState(false);

  const onClick = async () => {
    const mobile = validateMobile();
    if (!mobile) return;
    setSending(true);
    try {
      await sendSmsCode({ mobile, action });
      start();
    } catch {
      // the API client has shown the reason
    } finally {
      setSending(false);
    }
  };

  return (
    <button
      type="button"
      className="sms-code-button"
      disabled={disabled}
      aria-busy={sending || undefined}
      onClick={() => void (sending ? undefined : onClick())}
    >
      {label}
    </button>
  );
}
