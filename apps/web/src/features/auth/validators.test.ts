import { describe, expect, it } from 'vitest';
import {
  confirmError,
  mobileError,
  newPasswordError,
  passwordLoginRules,
  registerRules,
  smsLoginRules,
} from './validators';

const sms = (mobile: string, smsCode = '') => ({ mobile, smsCode });

describe('SMS-tab mobile (site-spec §5)', () => {
  it('is required with 请输入手机号', () => {
    expect(smsLoginRules.mobile('', sms(''))).toBe('请输入手机号');
    expect(smsLoginRules.mobile('   ', sms('   '))).toBe('请输入手机号');
  });
  it.each(['12345678901', '1380013800', '23800138000', '1380013800a', '138001380001'])(
    'rejects %s with 请输入正确的手机号',
    (m) => expect(smsLoginRules.mobile(m, sms(m))).toBe('请输入正确的手机号'),
  );
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (m) => {
    expect(smsLoginRules.mobile(m, sms(m))).toBeUndefined();
    expect(mobileError(m)).toBeUndefined();
  });
  it('needs the SMS code', () => {
    expect(smsLoginRules.smsCode('', sms('13800138000'))).toBe('请输入验证码');
    expect(smsLoginRules.smsCode('123456', sms('13800138000', '123456'))).toBeUndefined();
  });
});

describe('password tab', () => {
  const v = { mobile: '', password: '' };
  it('requires the account with 请输入账户/手机号 but no pattern', () => {
    expect(passwordLoginRules.mobile('', v)).toBe('请输入账户/手机号');
    expect(passwordLoginRules.mobile('lvxing', v)).toBeUndefined();
  });
  it('requires the password with 请输入密码', () => {
    expect(passwordLoginRules.password('', v)).toBe('请输入密码');
    expect(passwordLoginRules.password('x', v)).toBeUndefined();
  });
});

describe('register', () => {
  const values = { mobile: '13800138000', smsCode: '123456', password: 'abcdefgh', confirm: '' };
  it('needs a password of 8 to 128 characters', () => {
    expect(newPasswordError('')).toBe('请输入密码');
    expect(newPasswordError('short')).toBe('密码长度为8-128位');
    expect(newPasswordError('x'.repeat(129))).toBe('密码长度为8-128位');
    expect(newPasswordError('abcdefgh')).toBeUndefined();
  });
  it('needs a matching confirmation', () => {
    expect(registerRules.confirm('', values)).toBe('请再次输入密码');
    expect(registerRules.confirm('abcdefgx', values)).toBe('两次输入的密码不一致');
    expect(registerRules.confirm('abcdefgh', values)).toBeUndefined();
    expect(confirmError('a', 'b')).toBe('两次输入的密码不一致');
  });
});
