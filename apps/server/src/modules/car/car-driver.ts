// The driver rules of a rental (dated rule `car.driver`, the site's rule): a valid resident ID
// (GB 11643), the age from it on the pick-up day, and the licence's years on that day; 豪华型
// asks more of both.
import {
  ageOn,
  ErrorCode,
  isValidResidentId,
  residentIdBirthDate,
  type CarClassCode,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { CarDriverRule } from './catalog';

const refuse = (message: string) => new AppError(ErrorCode.CAR_DRIVER_INVALID, message);

/** The bounds of a class: 豪华型 its own, every other class the general ones. */
export function driverBounds(rule: CarDriverRule, classCode: CarClassCode) {
  return classCode === 'LUXURY'
    ? { min: rule.luxuryMinAge, max: rule.luxuryMaxAge, years: rule.luxuryMinLicenseYears }
    : { min: rule.minAge, max: rule.maxAge, years: rule.minLicenseYears };
}

/**
 * Checks a driver for a class on the pick-up day (`YYYY-MM-DD`, Beijing).
 * @returns the birth date read from the ID
 * @throws AppError 26006 naming the rule broken (ID, age, licence date, licence years)
 */
export function checkDriver(
  driver: { idNo: string; licenseSince: string },
  classCode: CarClassCode,
  pickupDay: string,
  rule: CarDriverRule,
): string {
  const idNo = driver.idNo.toUpperCase();
  const born = residentIdBirthDate(idNo);
  if (!born || !isValidResidentId(idNo)) throw refuse('驾驶员身份证号码不正确');
  const b = driverBounds(rule, classCode);
  const what = classCode === 'LUXURY' ? '豪华型车辆' : '租车';
  const age = ageOn(born, pickupDay);
  if (age < b.min || age > b.max) {
    throw refuse(`${what}要求驾驶员${b.min}至${b.max}周岁（按取车日计算），该驾驶员为${age}周岁`);
  }
  if (driver.licenseSince < born || driver.licenseSince > pickupDay) {
    throw refuse('驾照初次领证日期不正确');
  }
  if (ageOn(driver.licenseSince, pickupDay) < b.years) {
    throw refuse(`${what}要求驾龄满${b.years}年（驾照初次领证日期至取车日）`);
  }
  return born;
}
