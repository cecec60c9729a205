import type { z } from 'zod';
import {
  ErrorCode,
  PASSPORT_VALID_MONTHS,
  addDays,
  addMonths,
  beijingToday,
  daysBetween,
  residentIdBirthDate,
  residentIdSex,
  type visaApplicantInput,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import {
  PROVINCES,
  districtFor,
  getVisaCatalog,
  outOfDistrictReason,
  type VisaProduct,
} from './catalog';

type Applicant = z.output<typeof visaApplicantInput>;

/**
 * The travel dates against the product: departure inside its apply window (no earlier than
 * `earliestDaysBefore`, no later than `latestDaysBefore` and the longest processing time, in
 * days from today, Beijing) and the stay at most `stayDays` days (both ends counted).
 * @throws AppError 27004 with the window or the longest stay
 */
export function checkTravelDates(
  p: VisaProduct,
  departDate: string,
  returnDate: string,
  now: Date,
): void {
  const today = beijingToday(now);
  const min = Math.max(p.latestDaysBefore, p.processingDays.max);
  const max = p.earliestDaysBefore;
  const before = daysBetween(today, departDate);
  if (before < min || before > max) {
    throw new AppError(
      ErrorCode.VISA_DATES_INVALID,
      `出发日期须在${addDays(today, min)}至${addDays(today, max)}之间（本签证须提前${min}至${max}天申请）`,
    );
  }
  const stay = daysBetween(departDate, returnDate) + 1;
  if (stay > p.stayDays) {
    throw new AppError(
      ErrorCode.VISA_DATES_INVALID,
      `本签证每次最多停留${p.stayDays}天，所选行程为${stay}天`,
    );
  }
}

/**
 * One applicant's documents: the ID's birth date and sex as on the form, the passport valid
 * `PASSPORT_VALID_MONTHS` after the return date and issued before it expires.
 * @throws AppError 27003 naming the applicant and the field
 */
export function checkDocuments(a: Applicant, returnDate: string): void {
  const who = `申请人${a.name}`;
  if (residentIdBirthDate(a.idNo) !== a.birthDate) {
    throw new AppError(ErrorCode.VISA_APPLICANT_INVALID, `${who}：身份证号码与出生日期不符`);
  }
  if (residentIdSex(a.idNo) !== a.sex) {
    throw new AppError(ErrorCode.VISA_APPLICANT_INVALID, `${who}：身份证号码与性别不符`);
  }
  if (a.passportIssueDate >= a.passportExpiryDate) {
    throw new AppError(ErrorCode.VISA_APPLICANT_INVALID, `${who}：护照签发日期应早于有效期`);
  }
  const needed = addMonths(returnDate, PASSPORT_VALID_MONTHS);
  if (a.passportExpiryDate < needed) {
    throw new AppError(
      ErrorCode.VISA_APPLICANT_INVALID,
      `${who}：护照有效期须在回国之日后${PASSPORT_VALID_MONTHS}个月以上（不早于${needed}），请先换发护照`,
    );
  }
}

/**
 * The applicant's province against the product's 领区 (the checklist generator's district
 * logic). @throws AppError 10001 an unknown province; 27002 with the reason and the 领区 and
 * product that take it (`data.productCode`)
 */
export function checkDistrict(p: VisaProduct, a: Applicant): void {
  if (!PROVINCES[a.province]) throw new AppError(ErrorCode.INVALID_PARAMS, '省份不正确');
  const catalog = getVisaCatalog();
  const right = districtFor(catalog.districtsOf(p.offerKey), a.province) ?? p.district;
  if (right.productCode === p.code) return;
  const applicant = { type: a.applicantType, age: 0, province: a.province, basis: a.provinceBasis };
  const product = catalog.byCode.get(right.productCode);
  throw new AppError(
    ErrorCode.VISA_DISTRICT_MISMATCH,
    `申请人${a.name}：${outOfDistrictReason(p, applicant, right)}（${product?.title ?? right.productCode}）`,
    { productCode: right.productCode, consulateCity: right.cityName },
  );
}
