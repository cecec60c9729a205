// Zod-free twins of two field rules of the contract (schemas/common.ts), for booking forms that
// check fields as they are typed without loading zod on the page's first render. The schemas stay
// the contract; field-rules.test.ts keeps these answers equal to theirs.

/** passengerNameSchema's pattern: Chinese characters (with ·) or Latin letters, space and /. */
const PASSENGER_NAME_PATTERN = /^[\u4e00-\u9fa5·]{2,20}$|^[A-Za-z][A-Za-z /]{1,39}$/;
/** contactSchema's mobile pattern. */
const CONTACT_MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** The first message passengerNameSchema gives for `value`, or null when it accepts it. */
export function passengerNameError(value: string): string | null {
  const v = value.trim();
  if (v.length < 1) return '请输入乘客姓名';
  if (v.length > 40) return '乘客姓名过长';
  return PASSENGER_NAME_PATTERN.test(v) ? null : '乘客姓名应为中文或英文字母';
}

/** The first message per field contactSchema gives for a contact (no entry when valid). */
export function contactFieldErrors(c: { name: string; mobile: string }): {
  name?: string;
  mobile?: string;
} {
  const errors: { name?: string; mobile?: string } = {};
  const name = c.name.trim();
  if (name.length < 1 || name.length > 30) errors.name = '请输入联系人姓名';
  if (!CONTACT_MOBILE_PATTERN.test(c.mobile)) errors.mobile = '请输入正确的联系人手机号';
  return errors;
}
