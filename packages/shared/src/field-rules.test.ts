import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactFieldErrors, NAME_MAX_LENGTH, passengerNameError } from './field-rules';
import { contactSchema, passengerNameSchema } from './schemas/common';

const schemaNameError = (v: string) => {
  const r = passengerNameSchema.safeParse(v);
  return r.success ? null : (r.error.issues[0]?.message ?? null);
};
const schemaContactErrors = (c: { name: string; mobile: string }) => {
  const r = contactSchema.safeParse(c);
  const errors: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) errors[String(i.path[0])] ??= i.message;
  return errors;
};

// names near the rules' edges: Chinese (生僻字 of extensions A and B too), the middle dots,
// Latin, separators, digits, blanks, control characters, lone surrogates, lengths
const nameChars = fc.constantFrom(
  ...['张', '三', '䶮', '𠮷', '·', '•', '・', 'a', 'Z', ' ', '/', '1', '-', 'é', '\t', '\u0000'],
  ...['\u0085', '\uD800'],
);
const names = fc.oneof(
  fc.string({ unit: nameChars, maxLength: 45 }),
  fc.string({ maxLength: 45 }),
  fc.constantFrom('', '  ', '张', '张三', 'ZHANG/SAN', 'a'.repeat(40), 'a'.repeat(41)),
  fc.constantFrom('张'.repeat(30), '张'.repeat(31), '𠮷'.repeat(30), '·张三', '阿卜杜拉··买买提'),
);
const mobiles = fc.oneof(
  fc.string({ unit: fc.constantFrom('1', '3', '8', '0', '2', 'a'), maxLength: 13 }),
  fc.constantFrom('13800138000', '12800138000', '1380013800', ''),
);

describe('zod-free field rules', () => {
  it('give the passenger name message the schema gives', () => {
    fc.assert(
      fc.property(names, (v) => {
        expect(passengerNameError(v)).toBe(schemaNameError(v));
      }),
    );
  });

  it('give the contact messages the schema gives', () => {
    fc.assert(
      fc.property(names, mobiles, (name, mobile) => {
        expect(contactFieldErrors({ name, mobile })).toEqual(schemaContactErrors({ name, mobile }));
      }),
    );
  });

  it('accept usual names and numbers', () => {
    expect(passengerNameError(' 张三 ')).toBeNull();
    expect(passengerNameError('ZHANG/SAN')).toBeNull();
    expect(contactFieldErrors({ name: '李四', mobile: '13800138000' })).toEqual({});
  });
});

describe('names as Chinese names really are', () => {
  it('accept 生僻字 of every CJK extension', () => {
    // 䶮 ext. A, 𠮷 ext. B, 𪜀 ext. C, 𫝀 ext. D, 𫠠 ext. E, 𬺰 ext. F, 𰀀 ext. G, 𱍐 ext. H
    for (const rare of ['䶮', '𠮷', '𪜀', '𫝀', '𫠠', '𬺰', '𰀀', '𱍐']) {
      expect(passengerNameError(`刘${rare}`)).toBeNull();
    }
  });

  it('accept minority names with any common middle dot and store U+00B7', () => {
    for (const dot of ['·', '•', '‧', '・', '･']) {
      expect(passengerNameError(`阿卜杜拉${dot}买买提`)).toBeNull();
      expect(passengerNameSchema.parse(`阿卜杜拉${dot}买买提`)).toBe('阿卜杜拉·买买提');
    }
    expect(passengerNameError('·买买提')).toMatch(/^乘客姓名应为中文或英文字母/);
  });

  it('say 过长 first when a name is too long, counting characters not UTF-16 units', () => {
    expect(passengerNameError('a'.repeat(300))).toBe('乘客姓名过长，最多40个字符');
    expect(passengerNameError('1'.repeat(300))).toBe('乘客姓名过长，最多40个字符');
    expect(passengerNameError('张'.repeat(NAME_MAX_LENGTH.han + 1))).toBe(
      '乘客姓名过长，最多30个字符',
    );
    expect(passengerNameError('𠮷'.repeat(NAME_MAX_LENGTH.han))).toBeNull(); // 60 UTF-16 units
    expect(passengerNameError('A'.repeat(NAME_MAX_LENGTH.latin))).toBeNull();
  });

  it('refuse control characters, digits and single characters with the field’s name', () => {
    expect(passengerNameError('张\u0000三')).toBe('乘客姓名不能包含控制字符');
    expect(passengerNameError('张三1')).toBe('乘客姓名应为中文或英文字母');
    expect(passengerNameError('张')).toBe('乘客姓名至少2个字');
    expect(contactFieldErrors({ name: '李\u0000四', mobile: '13800138000' })).toEqual({
      name: '联系人姓名不能包含控制字符',
    });
    expect(contactFieldErrors({ name: '', mobile: '' })).toEqual({
      name: '请输入联系人姓名',
      mobile: '请输入正确的联系人手机号',
    });
  });
});
