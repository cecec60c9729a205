import { describe, expect, it } from 'vitest';
import { invoiceRequestBody } from './schemas/invoice';
import { isUnifiedSocialCreditCode, usccCheckChar } from './uscc';

describe('unified social credit code (GB 32100-2015)', () => {
  it('computes the check character of published codes', () => {
    // the standard's own example, and 腾讯科技（深圳）有限公司's code as the register shows it
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    expect(usccCheckChar('91440300708461136')).toBe('T');
    expect(isUnifiedSocialCreditCode('91350100M000100Y43')).toBe(true);
    expect(isUnifiedSocialCreditCode('91440300708461136T')).toBe(true);
  });

  it('refuses a wrong check character, length, letter or registering authority', () => {
    expect(isUnifiedSocialCreditCode('91350100M000100Y44')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100M000100Y4')).toBe(false);
    // I, O, S, V, Z are not in the alphabet (table 1)
    expect(isUnifiedSocialCreditCode('91350100M00010OY43')).toBe(false);
    // H is no registering authority
    expect(isUnifiedSocialCreditCode('H1350100M000100Y43')).toBe(false);
    expect(isUnifiedSocialCreditCode('91350100m000100y43')).toBe(false);
  });

  it('checks the 税号 of a company title and none for a person, in Chinese', () => {
    const base = { orderNo: '261125120000123456', title: '上海某某有限公司' };
    const msg = (b: object) => invoiceRequestBody.safeParse(b).error?.issues[0]?.message;
    expect(msg({ ...base, titleType: 'COMPANY', taxNo: '91350100m000100y43' })).toBeUndefined();
    expect(msg({ ...base, titleType: 'COMPANY', taxNo: '91350100M000100Y44' })).toBe(
      '纳税人识别号应为18位统一社会信用代码',
    );
    expect(msg({ ...base, titleType: 'COMPANY' })).toBe('请填写纳税人识别号');
    expect(msg({ ...base, titleType: 'PERSONAL', taxNo: '91350100M000100Y43' })).toBe(
      '个人抬头无需填写纳税人识别号',
    );
    expect(msg({ ...base, titleType: 'PERSONAL', email: 'a@' })).toBe('邮箱格式不正确');
    expect(msg({ ...base, titleType: 'PERSONAL', email: 'zhang@example.com' })).toBeUndefined();
  });
});
