import {
  addDays,
  beijingToday,
  customTripErrors,
  normalizePersonName,
  type CustomHotelStandard,
  type CustomTripBody,
  type CustomTripTheme,
} from '@lvxing/shared';

/** The custom trip form as typed (numbers and the city list as text until sent). */
export interface CustomDraft {
  /** City names separated by 、 , ， or spaces. */
  destinations: string;
  departureCity: string;
  /** A fixed start date, or a month when the dates are flexible. */
  dateMode: 'DATE' | 'MONTH';
  departDate: string;
  month: string;
  tripDays: string;
  adults: string;
  children: string;
  /** Budget per person in yuan (optional). */
  budgetYuan: string;
  hotelStandard: CustomHotelStandard;
  guide: boolean;
  car: boolean;
  meals: boolean;
  themes: CustomTripTheme[];
  contactName: string;
  mobile: string;
  remarks: string;
  consent: boolean;
}

export type CustomErrors = Partial<Record<keyof CustomDraft, string>>;

/** An empty form: a start date a month ahead, 5 days, two adults, 高档型. */
export function emptyCustom(today = beijingToday()): CustomDraft {
  return {
    destinations: '',
    departureCity: '',
    dateMode: 'DATE',
    departDate: addDays(today, 30),
    month: addDays(today, 30).slice(0, 7),
    tripDays: '5',
    adults: '2',
    children: '0',
    budgetYuan: '',
    hotelStandard: '高档型',
    guide: false,
    car: false,
    meals: false,
    themes: [],
    contactName: '',
    mobile: '',
    remarks: '',
    consent: false,
  };
}

/** The cities typed, in order: split on 、 , ， and spaces, blanks dropped. */
export const splitCities = (text: string) =>
  text
    .split(/[、,，\s]+/)
    .map((c) => c.trim())
    .filter(Boolean);

/** Adds `city` to the typed list unless it is there already. */
export function addCity(text: string, city: string): string {
  const cities = splitCities(text);
  return cities.includes(city) ? text : [...cities, city].join('、');
}

const YUAN = /^\d{1,7}(\.\d{1,2})?$/;
/** Whole yuan or yuan with up to two decimals, to fen; NaN for anything else. */
export const yuanToFen = (text: string) =>
  YUAN.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : Number.NaN;

/** A count field's number: NaN when blank or not a whole number (the check names it). */
const countOf = (text: string) =>
  /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** The body the draft would send (before the checks). */
export function bodyOf(d: CustomDraft): CustomTripBody {
  const budget = d.budgetYuan.trim() ? yuanToFen(d.budgetYuan) : 0;
  return {
    destinations: splitCities(d.destinations),
    departureCity: d.departureCity.trim(),
    departDate: d.dateMode === 'DATE' ? d.departDate : '',
    month: d.dateMode === 'MONTH' ? d.month : '',
    tripDays: countOf(d.tripDays),
    adults: countOf(d.adults),
    children: d.children.trim() ? countOf(d.children) : 0,
    budgetFen: budget,
    hotelStandard: d.hotelStandard,
    guide: d.guide,
    car: d.car,
    meals: d.meals,
    themes: d.themes,
    contactName: normalizePersonName(d.contactName),
    mobile: d.mobile.trim(),
    remarks: d.remarks.trim(),
    consent: d.consent,
  };
}

/** Messages for what the shared checks cannot word from a number (a blank, a bad amount). */
function typedErrors(d: CustomDraft): CustomErrors {
  const e: CustomErrors = {};
  if (!d.tripDays.trim()) e.tripDays = '请填写行程天数';
  if (!d.adults.trim()) e.adults = '请填写成人人数';
  if (d.budgetYuan.trim() && Number.isNaN(yuanToFen(d.budgetYuan)))
    e.budgetYuan = '人均预算请填写金额（元），最多两位小数';
  return e;
}

/**
 * The draft's problems by field (the contract's own checks, `customTripErrors`, the same
 * messages the server answers), or the body to send.
 */
export function checkCustom(
  d: CustomDraft,
  today = beijingToday(),
): { body: CustomTripBody; errors: null } | { body: null; errors: CustomErrors } {
  const body = bodyOf(d);
  const { budgetFen, ...shared } = customTripErrors(body, today);
  const errors: CustomErrors = { ...shared, budgetYuan: budgetFen, ...typedErrors(d) };
  if (!errors.budgetYuan) delete errors.budgetYuan;
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return { body, errors: null };
}
