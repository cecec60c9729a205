import type { IdType } from '@lvxing/shared';
import type { StudentProfileRow } from '../../db/schema';

/** The person a student profile belongs to, as the verifier needs it. */
export interface StudentPerson {
  name: string;
  idType: IdType;
  /** From the resident ID (GB 11643), or as saved; null when unknown. */
  birthDate: string | null;
}

/**
 * A verifier's answer: approved, rejected with the reason in Chinese (shown to the member), or
 * pending (an asynchronous verifier answers later; the profile cannot be used until then).
 */
export type StudentVerdict =
  { state: 'APPROVED' } | { state: 'REJECTED'; reason: string } | { state: 'PENDING' };

/**
 * Verifies a student profile (12306 学生资质核验): 12306 asks the education ministry's student
 * register (学信网); this site has only the sandbox ({@link sandboxStudentVerifier}), chosen in
 * the module's deps. A real verifier that answers asynchronously returns PENDING and records its
 * answer later.
 */
export interface StudentVerifier {
  /** Its name (`sandbox`), for logs. */
  readonly name: string;
  /**
   * @param profile the profile as it will be saved
   * @param person its holder
   * @param today the day of the check (`YYYY-MM-DD`, Beijing)
   */
  verify(profile: StudentProfileRow, person: StudentPerson, today: string): Promise<StudentVerdict>;
}

/** What the sandbox needs from the train module. */
export interface SandboxVerifierContext {
  /** True for a city of the train catalog (a 优惠区间 end must have a station). */
  isCity(name: string): boolean;
  /**
   * The last day a profile counts (学生资质有效期) on `today`, by the school year of the
   * 学生票 rule in force (train-discounts.service.ts `studentStatusEnds`).
   */
  statusEnds(profile: StudentProfileRow, today: string): Promise<string>;
}

/** Ages at enrolment (the age reached in the year of enrolment) the sandbox finds plausible. */
export const ENROL_AGE = { min: 5, max: 35 } as const;

/** The sandbox's rules that need no database, in order; the first failing one is the reason. */
function consistencyReason(
  p: StudentProfileRow,
  person: StudentPerson,
  today: string,
  isCity: (name: string) => boolean,
): string | null {
  const birthYear = person.birthDate ? Number(person.birthDate.slice(0, 4)) : null;
  // 12306 verifies students by their resident ID only
  if (person.idType !== '1' || birthYear === null) return '学生资质须使用居民身份证';
  // an enrolment cannot lie in the future
  if (p.enrolYear > Number(today.slice(0, 4))) return '入学年份不能晚于今年';
  const age = p.enrolYear - birthYear;
  // nobody enrols before turning 5 (primary school starts at 6; 5 allows early starters)
  if (age < ENROL_AGE.min) return `入学年份早于本人年满${ENROL_AGE.min}周岁的年份，请核对入学年份`;
  // past 35 at enrolment the register is not expected to hold the person as a student
  if (age > ENROL_AGE.max) {
    return `入学时已${age}周岁，超出学生资质核验的年龄范围（${ENROL_AGE.min}至${ENROL_AGE.max}周岁）`;
  }
  // both ends of the 优惠区间 must be cities with a station, and two different ones
  for (const city of [p.homeCity, p.schoolCity]) {
    if (!isCity(city)) return `优惠区间城市“${city}”没有火车站，请重新选择`;
  }
  if (p.homeCity === p.schoolCity) return '优惠区间的出发城市和到达城市不能相同';
  return null;
}

/**
 * The sandbox verifier: approves a profile whose data is consistent, else rejects it saying why
 * (Chinese). Its rules, in order:
 * 1. the holder uses a resident ID (学生资质须使用居民身份证: 12306 verifies students by it);
 * 2. the enrolment year is not after this year;
 * 3. the holder turned 5 in or before the enrolment year, and was at most 35 then (ENROL_AGE);
 * 4. both 优惠区间 cities have a station in the train catalog, and they differ;
 * 5. not graduated: today is not after the status ends (09-30 of enrolYear + years with the
 *    school year from 10-01; the rule `train.studentTickets`).
 */
export function sandboxStudentVerifier(ctx: SandboxVerifierContext): StudentVerifier {
  return {
    name: 'sandbox',
    async verify(profile, person, today) {
      const reason = consistencyReason(profile, person, today, ctx.isCity);
      if (reason) return { state: 'REJECTED', reason };
      const ends = await ctx.statusEnds(profile, today);
      if (today > ends) {
        return {
          state: 'REJECTED',
          reason: `学生资质已于${ends}到期（入学${profile.enrolYear}年，学制${profile.years}年）`,
        };
      }
      return { state: 'APPROVED' };
    },
  };
}
