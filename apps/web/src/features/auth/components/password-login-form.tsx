import { useState, type FormEvent } from 'react';
import { Icon } from '@/components/icon';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { ErrorCode } from '@lvxing/shared';
import { useFieldForm } from '../hooks/use-field-form';
import { mobileError, passwordLoginRules, ValidationText, type Rules } from '../validators';
import { SubmitButton, useLoginSubmit, type LoginFormProps } from './login-submit';
import { SmsCodeField } from './sms-code-field';
import { TextField } from './text-field';

interface PasswordLoginValues {
  mobile: string;
  password: string;
  smsCode: string;
}

/** The SMS code of a step-up login: required only once the server has asked for it. */
const stepUpRules = (needsCode: boolean): Rules<PasswordLoginValues> => ({
  ...passwordLoginRules,
  smsCode: (v) => (!needsCode || v.trim() ? undefined : ValidationText.smsCode),
});

/**
 * 密码登录: account/mobile and password, validated on blur (site-spec §5). After too many
 * failures the server answers 12007 (its message is toasted): the tab then also asks for an SMS
 * code (action Login), saying why in the server's words (the client carries no message
 * catalogue), and sends it with the password — never a lockout of the right password.
 */
export function PasswordLoginForm({ onSuccess }: LoginFormProps) {
  /** The server's 12007 message once it asked for a code; null before. */
  const [needsCode, setNeedsCode] = useState<string | null>(null);
  const form = useFieldForm(
    { mobile: '', password: '', smsCode: '' },
    stepUpRules(needsCode !== null),
  );
  const { submitting, submit } = useLoginSubmit(onSuccess, (code, message) => {
    if (code === ErrorCode.LOGIN_SMS_REQUIRED) setNeedsCode(message);
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validateAll()) return;
    const { mobile, password, smsCode } = form.values;
    void submit(
      needsCode !== null ? { mobile, password, smsCode: smsCode.trim() } : { mobile, password },
    );
  };
  // the code goes to a mobile: the account field must then hold a valid one
  const validateMobile = () => {
    const message = mobileError(form.values.mobile);
    form.setError('mobile', message);
    return message ? undefined : form.values.mobile;
  };
  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <TextField
        {...form.bind('mobile')}
        label="手机号"
        placeholder="请输入手机号"
        icon={<Icon svg={MobileOutlined} />}
        autoComplete="username"
        inputMode="tel"
        error={form.errors.mobile}
        errorId={form.errorId('mobile')}
      />
      <TextField
        {...form.bind('password')}
        type="password"
        label="密码"
        placeholder="请输入密码"
        icon={<Icon svg={LockOutlined} />}
        autoComplete="current-password"
        error={form.errors.password}
        errorId={form.errorId('password')}
      />
      {needsCode !== null && (
        <>
          <p className="login-form__notice" role="status">
            {needsCode}
          </p>
          <SmsCodeField
            {...form.bind('smsCode')}
            error={form.errors.smsCode}
            errorId={form.errorId('smsCode')}
            validateMobile={validateMobile}
          />
        </>
      )}
      <SubmitButton submitting={submitting} />
    </form>
  );
}
