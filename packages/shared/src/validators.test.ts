import { describe, expect, it } from 'vitest';
import { isValidMobile } from './mobile-rules';
import { mobileSchema, passwordSchema, smsCodeSchema } from './validators';
import { loginBody } from './schemas/user';

describe('mobile pattern (site-spec §5: 1, then 3–9, then 9 digits)', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (m) => {
    expect(isValidMobile(m)).toBe(true);
  });
  it.each(['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', ''])(
    'rejects %s',
    (m) => {
      expect(isValidMobile(m)).toBe(false);
    },
  );
  it('gives the spec messages', () => {
    expect(mobileSchema.safeParse('').error?.issues[0]?.message).toBe('请输入手机号');
    expect(mobileSchema.safeParse('123').error?.issues[0]?.message).toBe('请输入正确的手机号');
  });
});

describe('sms code and password', () => {
  it('needs six digits', () => {
    expect(smsCodeSchema.safeParse('123456').success).toBe(true);
    expect(smsCodeSchema.safeParse('12345').success).toBe(false);
    expect(smsCodeSchema.safeParse('').error?.issues[0]?.message).toBe('请输入验证码');
  });
  it('needs 8 to 128 characters, any composition', () => {
    expect(passwordSchema.safeParse('abcdefgh').success).toBe(true);
    expect(passwordSchema.safeParse('短密码').success).toBe(false);
    expect(passwordSchema.safeParse('x'.repeat(129)).success).toBe(false);
  });
});

describe('login body', () => {
  it('takes a password login or an sms login, not both shapes mixed', () => {
    expect(loginBody.safeParse({ mobile: '13800138000', password: 'p' }).success).toBe(true);
    expect(loginBody.safeParse({ mobile: '13800138000', smsCode: '123456' }).success).toBe(true);
    expect(loginBody.safeParse({ mobile: '13800138000' }).success).toBe(false);
  });
});
