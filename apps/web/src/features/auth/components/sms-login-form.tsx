import type { FormEvent } from 'react';
import { Icon } from '@/components/icon';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { ErrorCode } from '@lvxing/shared';
import { useFieldForm } from '../hooks/use-field-form';
import { MOBILE_MAX_LENGTH, smsLoginRules } from '../validators';
import { AgreementCheck, useAgreement } from './agreement-check';
import { SubmitButton, useLoginSubmit, type LoginFormProps } from './login-submit';
import { SmsCodeField } from './sms-code-field';
import { TextField } from './text-field';

/**
 * 验证码登录: mobile (11 characters at most) and SMS code. A new mobile becomes a member here,
 * so the 用户协议 and 隐私政策 must be agreed to first (unticked by default, as Ctrip and Qunar
 * do): the login is refused until the box is ticked and sends `agreed: true`; a 12006 answer
 * from the server shows its message at the box too.
 */
export function SmsLoginForm({ onSuccess }: LoginFormProps) {
  const form = useFieldForm({ mobile: '', smsCode: '' }, smsLoginRules);
  const agreement = useAgreement();
  const { submitting, submit } = useLoginSubmit(onSuccess, (code, message) => {
    if (code === ErrorCode.AGREEMENT_REQUIRED) agreement.refuse(message);
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const valid = form.validateAll();
    const agreed = agreement.confirm();
    if (valid && agreed) void submit({ ...form.values, agreed: true });
  };
  const validateMobile = () => (form.validateField('mobile') ? undefined : form.values.mobile);
  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <TextField
        {...form.bind('mobile')}
        label="手机号"
        placeholder="请输入手机号"
        icon={<Icon svg={MobileOutlined} />}
        maxLength={MOBILE_MAX_LENGTH}
        inputMode="numeric"
        autoComplete="tel"
        error={form.errors.mobile}
        errorId={form.errorId('mobile')}
      />
      <SmsCodeField
        {...form.bind('smsCode')}
        error={form.errors.smsCode}
        errorId={form.errorId('smsCode')}
        validateMobile={validateMobile}
      />
      <AgreementCheck {...agreement.box} />
      <SubmitButton submitting={submitting} />
    </form>
  );
}
