import { useState, type FormEvent } from 'react';
import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { LoginBody, LoginResult } from '@lvxing/shared';
import { login } from '../api/login';
import { useFieldForm } from '../hooks/use-field-form';
import { MOBILE_MAX_LENGTH, passwordLoginRules, smsLoginRules } from '../validators';
import { SmsCodeButton } from './sms-code-button';
import { TextField } from './text-field';

interface LoginFormProps {
  onSuccess: (result: LoginResult) => void;
}

function useSubmit(onSuccess: LoginFormProps['onSuccess']) {
  const [submitting, setSubmitting] = useState(false);
  const submit = async (body: LoginBody) => {
    setSubmitting(true);
    try {
      onSuccess(await login(body));
    } catch {
      // the API client toasts the server message; the overlay stays open
    } finally {
      setSubmitting(false);
    }
  };
  return { submitting, submit };
}

function SubmitButton({ submitting }: { submitting: boolean }) {
  return (
    <button type="submit" className="btn btn--brand btn--block" disabled={submitting}>
      登录
    </button>
  );
}

/** 密码登录: account/mobile and password, validated on blur (site-spec §5). */
export function PasswordLoginForm({ onSuccess }: LoginFormProps) {
  const form = useFieldForm({ mobile: '', password: '' }, passwordLoginRules);
  const { submitting, submit } = useSubmit(onSuccess);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (form.validateAll()) void submit(form.values);
  };
  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <TextField
        {...form.bind('mobile')}
        label="手机号"
        placeholder="请输入手机号"
        icon={<MobileOutlined />}
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
        icon={<LockOutlined />}
        autoComplete="current-password"
        error={form.errors.password}
        errorId={form.errorId('password')}
      />
      <SubmitButton submitting={submitting} />
    </form>
  );
}

/** 验证码登录: mobile (11 characters at most) and SMS code. */
export function SmsLoginForm({ onSuccess }: LoginFormProps) {
  const form = useFieldForm({ mobile: '', smsCode: '' }, smsLoginRules);
  const { submitting, submit } = useSubmit(onSuccess);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (form.validateAll()) void submit(form.values);
  };
  const validateMobile = () => (form.validateField('mobile') ? undefined : form.values.mobile);
  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <TextField
        {...form.bind('mobile')}
        label="手机号"
        placeholder="请输入手机号"
        icon={<MobileOutlined />}
        maxLength={MOBILE_MAX_LENGTH}
        inputMode="numeric"
        autoComplete="tel"
        error={form.errors.mobile}
        errorId={form.errorId('mobile')}
      />
      <TextField
        {...form.bind('smsCode')}
        label="验证码"
        placeholder="请输入验证码"
        icon={<SafetyOutlined />}
        maxLength={6}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.errors.smsCode}
        errorId={form.errorId('smsCode')}
        addon={<SmsCodeButton action="Login" validateMobile={validateMobile} />}
      />
      <SubmitButton submitting={submitting} />
    </form>
  );
}
