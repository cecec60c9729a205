/** Field rules of the login and register forms (site-spec §5): each returns a message or undefined. */
import { MOBILE_PATTERN, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lvxing/shared';

export const MOBILE_MAX_LENGTH = 11;

export const ValidationText = {
  account: '请输入账户/手机号',
  password: '请输入密码',
  mobile: '请输入手机号',
  mobilePattern: '请输入正确的手机号',
  smsCode: '请输入验证码',
  passwordLength: `密码长度为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位`,
  confirm: '请再次输入密码',
  mismatch: '两次输入的密码不一致',
} as const;

export type Rule<V> = (value: string, values: V) => string | undefined;
export type Rules<V> = { [K in keyof V]: Rule<V> };

const required =
  (message: string): Rule<unknown> =>
  (value) =>
    value.trim() ? undefined : message;

/** SMS tab and register: required, then 1, 3–9, 9 digits. */
export function mobileError(value: string): string | undefined {
  if (!value.trim()) return ValidationText.mobile;
  return MOBILE_PATTERN.test(value) ? undefined : ValidationText.mobilePattern;
}

/** A new password: required, 8 to 128 characters. */
export function newPasswordError(value: string): string | undefined {
  if (!value) return ValidationText.password;
  const ok = value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;
  return ok ? undefined : ValidationText.passwordLength;
}

/** The confirmation of `password`. */
export function confirmError(password: string, value: string): string | undefined {
  if (!value) return ValidationText.confirm;
  return value === password ? undefined : ValidationText.mismatch;
}

export interface PasswordLoginValues {
  mobile: string;
  password: string;
}
export interface SmsLoginValues {
  mobile: string;
  smsCode: string;
}
export interface RegisterValues {
  mobile: string;
  smsCode: string;
  password: string;
  confirm: string;
}

/** 密码登录 tab: the account field only needs a value (it may be an account name). */
export const passwordLoginRules: Rules<PasswordLoginValues> = {
  mobile: required(ValidationText.account),
  password: (v) => (v ? undefined : ValidationText.password),
};

/** 验证码登录 tab. */
export const smsLoginRules: Rules<SmsLoginValues> = {
  mobile: mobileError,
  smsCode: required(ValidationText.smsCode),
};

/** /register (sign-up and password reset). */
export const registerRules: Rules<RegisterValues> = {
  mobile: mobileError,
  smsCode: required(ValidationText.smsCode),
  password: newPasswordError,
  confirm: (value, values) => confirmError(values.password, value),
};
