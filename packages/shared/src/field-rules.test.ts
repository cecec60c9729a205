import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contactFieldErrors, passengerNameError } from './field-rules';
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

// names and numbers near the rules' edges: Chinese, Latin, separators, digits, blanks, lengths
const nameChars = fc.constantFrom('张', '三', '·', 'a', 'Z', ' ', '/', '1', '-', 'é', '\t');
const names = fc.oneof(
  fc.string({ unit: nameChars, maxLength: 45 }),
  fc.string({ maxLength: 45 }),
  fc.constantFrom('', '  ', '张', '张三', 'ZHANG/SAN', 'a'.repeat(40), 'a'.repeat(41)),
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
