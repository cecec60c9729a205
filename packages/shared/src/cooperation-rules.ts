// The cooperation forms' checks (official business, company travel) without zod, for the page's first load; the contract's
// schemas (schemas/cooperation.ts) give the same first message per field (cooperation-rules.test.ts).
import type { CompanyProduct, OfficialService } from './codes/cooperation';
import { personNameError } from './field-rules';
import { codePointLength, textCharsError } from './text-rules';
import { isUnifiedSocialCreditCode } from './uscc';

const MOBILE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** textField's message for `value` (trimmed), or null. */
function textError(
  label: string,
  value: string,
  o: { min?: number; max: number; multiline?: boolean },
): string | null {
  const v = value.trim();
  const len = codePointLength(v);
  const min = o.min ?? 0;
  if (min > 0 && len === 0) return `请填写${label}`;
  if (len < min) return `${label}至少${min}个字符`;
  if (len > o.max) return `${label}最多${o.max}个字符`;
  return textCharsError(v, label, o.multiline);
}

/** The checks both forms share: code, contact, position, mobile, email. */
export interface ContactFields {
  creditCode: string;
  contactName: string;
  position: string;
  mobile: string;
  email: string;
}

function contactErrors(f: ContactFields): Partial<Record<keyof ContactFields, string>> {
  const e: Partial<Record<keyof ContactFields, string>> = {};
  const put = (k: keyof ContactFields, m: string | null) => m && (e[k] = m);
  const code = f.creditCode.trim().toUpperCase();
  put(
    'creditCode',
    !code
      ? '请填写统一社会信用代码'
      : isUnifiedSocialCreditCode(code)
        ? null
        : '统一社会信用代码不正确（应为18位，含校验位）',
  );
  put('contactName', personNameError('联系人姓名', f.contactName));
  put('position', textError('职务', f.position, { max: 30 }));
  put('mobile', !f.mobile ? '请输入手机号' : MOBILE.test(f.mobile) ? null : '请输入正确的手机号');
  const email = f.email.trim();
  put(
    'email',
    email.length > 100
      ? '邮箱最多100个字符'
      : email && !EMAIL.test(email)
        ? '邮箱格式不正确'
        : null,
  );
  return e;
}

/** The official-business form's fields as typed (the numbers as text). */
export interface OfficialFields {
  orgName: string;
  creditCode: string;
  region: string;
  contactName: string;
  position: string;
  mobile: string;
  email: string;
  services: readonly OfficialService[];
  yearlyTrips: string;
  remarks: string;
  consent: boolean;
}

/** The first problem of each field, as officialSubmitBody words it (no entry when valid). */
export function officialFieldErrors(
  f: OfficialFields,
): Partial<Record<keyof OfficialFields, string>> {
  const e: Partial<Record<keyof OfficialFields, string>> = {};
  const put = (k: keyof OfficialFields, m: string | null) => m && (e[k] = m);
  put('orgName', textError('单位名称', f.orgName, { min: 2, max: 60 }));
  put('region', textError('所在地区', f.region, { min: 2, max: 40 }));
  Object.assign(e, contactErrors(f));
  put('services', f.services.length === 0 ? '请至少选择一项合作需求' : null);
  const trips = f.yearlyTrips.trim();
  const n = Number(trips);
  put(
    'yearlyTrips',
    !trips
      ? '请填写年出行人次'
      : !Number.isInteger(n)
        ? '年出行人次应为整数'
        : n < 0
          ? '年出行人次不能为负数'
          : n > 1_000_000
            ? '年出行人次过大'
            : null,
  );
  put('remarks', textError('备注', f.remarks, { max: 500, multiline: true }));
  put('consent', f.consent ? null : '请阅读并同意个人信息处理说明');
  return e;
}

/** The company-travel form's fields as typed. */
export interface CompanyFields extends ContactFields {
  companyName: string;
  products: readonly CompanyProduct[];
  remarks: string;
  consent: boolean;
}

/** The first problem of each field, as companySubmitBody words it (no entry when valid). */
export function companyFieldErrors(f: CompanyFields): Partial<Record<keyof CompanyFields, string>> {
  const e: Partial<Record<keyof CompanyFields, string>> = {};
  const put = (k: keyof CompanyFields, m: string | null) => m && (e[k] = m);
  put('companyName', textError('企业名称', f.companyName, { min: 2, max: 60 }));
  Object.assign(e, contactErrors(f));
  put('products', f.products.length === 0 ? '请至少选择一项所需产品' : null);
  put('remarks', textError('备注', f.remarks, { max: 500, multiline: true }));
  put('consent', f.consent ? null : '请阅读并同意个人信息处理说明');
  return e;
}
