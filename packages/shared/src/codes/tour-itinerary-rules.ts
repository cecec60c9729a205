// The custom trip form's checks without zod: the page checks as typed with them, and the
// contract's schema (schemas/tour-itinerary.ts) answers the same messages from them, so a field's
// message is the same on both sides.
import { addDays, beijingToday, isCalendarDate } from '../calendar';
import { personNameError } from '../field-rules';
import { codePointLength, textCharsError } from '../text-rules';
import {
  CUSTOM_HOTEL_STANDARDS,
  CUSTOM_TRIP_LIMITS as L,
  CUSTOM_TRIP_THEMES,
  type CustomTripBody,
} from './tour-itinerary';

export type CustomTripErrors = Partial<Record<keyof CustomTripBody, string>>;

const MOBILE = /^1[3-9]\d{9}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A city name's message (trimmed), or null. */
function cityError(label: string, value: string): string | null {
  const v = value.trim();
  if (!v) return `请填写${label}`;
  if (codePointLength(v) > L.cityNameMax) return `${label}最多${L.cityNameMax}个字符`;
  return textCharsError(v, label);
}

function destinationsError(list: readonly string[], from: string): string | null {
  if (list.length === 0) return '请至少填写一个目的地';
  if (list.length > L.destinationsMax) return `目的地最多${L.destinationsMax}个`;
  for (const d of list) {
    const e = cityError('目的地', d);
    if (e) return e;
  }
  const names = list.map((d) => d.trim());
  if (new Set(names).size !== names.length) return '目的地不能重复';
  if (from.trim() && names.includes(from.trim())) return '目的地不能与出发城市相同';
  return null;
}

/** The date checks: a start date from tomorrow, or a month from this one, within the horizon. */
function whenErrors(d: Pick<CustomTripBody, 'departDate' | 'month'>, today: string) {
  const e: CustomTripErrors = {};
  const last = addDays(today, L.aheadDays);
  if (d.departDate && d.month) e.departDate = '出发日期与出发月份只需填写一项';
  else if (!d.departDate && !d.month) e.departDate = '请选择出发日期或出发月份';
  else if (d.departDate) {
    if (!isCalendarDate(d.departDate)) e.departDate = '出发日期不是有效的日期';
    else if (d.departDate <= today) e.departDate = '出发日期最早为明天';
    else if (d.departDate > last) e.departDate = `出发日期不能晚于${last}`;
  } else if (!MONTH.test(d.month)) e.month = '出发月份格式不正确，应如 2027-02';
  else if (d.month < today.slice(0, 7)) e.month = '出发月份不能早于本月';
  else if (d.month > last.slice(0, 7)) e.month = `出发月份不能晚于${last.slice(0, 7)}`;
  return e;
}

/** A whole number's message between `min` and `max`, or null. */
function countError(label: string, v: number, min: number, max: number): string | null {
  if (!Number.isInteger(v)) return `${label}应为整数`;
  if (v < min) return `${label}不能小于${min}`;
  return v > max ? `${label}不能大于${max}` : null;
}

function tripErrors(d: CustomTripBody): CustomTripErrors {
  const e: CustomTripErrors = {};
  const put = (k: keyof CustomTripBody, m: string | null) => m && (e[k] = m);
  put('tripDays', countError('行程天数', d.tripDays, L.daysMin, L.daysMax));
  put('adults', countError('成人人数', d.adults, 1, L.adultsMax));
  put('children', countError('儿童人数', d.children, 0, L.childrenMax));
  put('budgetFen', countError('人均预算', d.budgetFen, 0, L.budgetMaxFen));
  if (!CUSTOM_HOTEL_STANDARDS.includes(d.hotelStandard)) e.hotelStandard = '请选择酒店标准';
  const themes = d.themes as readonly string[];
  if (themes.some((t) => !(CUSTOM_TRIP_THEMES as readonly string[]).includes(t)))
    e.themes = '主题不正确';
  else if (new Set(themes).size !== themes.length) e.themes = '主题不能重复';
  return e;
}

/**
 * Each field's first problem (Chinese, naming the field), empty when the request may be sent.
 * Whether the cities are ones the catalogs know is the server's check (it holds the catalogs).
 * @param today `YYYY-MM-DD`, Beijing calendar
 */
export function customTripErrors(d: CustomTripBody, today = beijingToday()): CustomTripErrors {
  const e: CustomTripErrors = { ...whenErrors(d, today), ...tripErrors(d) };
  const put = (k: keyof CustomTripBody, m: string | null) => m && (e[k] = m);
  put('destinations', destinationsError(d.destinations, d.departureCity));
  // a day at least in each destination: the plan gives each its days (and nights) in turn
  if (!e.tripDays && d.destinations.length > d.tripDays) e.tripDays = '行程天数不能少于目的地个数';
  put('departureCity', cityError('出发城市', d.departureCity));
  put('contactName', personNameError('联系人姓名', d.contactName));
  put('mobile', !d.mobile ? '请输入手机号' : MOBILE.test(d.mobile) ? null : '请输入正确的手机号');
  const remarks = d.remarks.trim();
  put(
    'remarks',
    codePointLength(remarks) > L.remarksMax
      ? `备注最多${L.remarksMax}个字符`
      : textCharsError(remarks, '备注', true),
  );
  if (d.consent !== true) e.consent = '请阅读并同意个人信息处理说明';
  return e;
}
