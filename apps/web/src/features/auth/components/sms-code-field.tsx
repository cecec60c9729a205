import type { ComponentProps } from 'react';
import { Icon } from '@/components/icon';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { SMS_CODE_LENGTH } from '@lvxing/shared';
import { SmsCodeButton } from './sms-code-button';
import { TextField } from './text-field';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'placeholder' | 'addon'>;

/**
 * The 验证码 field of a login form with its 获取验证码 button (action Login): `validateMobile`
 * checks the form's mobile and gives it, or undefined to send nothing.
 */
export function SmsCodeField({
  validateMobile,
  ...field
}: FieldProps & { validateMobile: () => string | undefined }) {
  return (
    <TextField
      {...field}
      label="验证码"
      placeholder="请输入验证码"
      icon={<Icon svg={SafetyOutlined} />}
      maxLength={SMS_CODE_LENGTH}
      inputMode="numeric"
      autoComplete="one-time-code"
      addon={<SmsCodeButton action="Login" validateMobile={validateMobile} />}
    />
  );
}
