import {
  birthDateRange,
  dateFieldError,
  idNumberError,
  isValidMobile,
  passengerNameError,
} from '@lvxing/shared';
import {
  blank,
  blankPassport,
  blankSoldier,
  type EditorDraft,
  type PassportDraft,
  type SoldierDraft,
  type StudentDraft,
} from './passenger-form';
import { textError } from './text-error';

/** Errors of the edit form by field (`name`, `passport.no`, `student.school`…). */
export type EditorErrors = Partial<Record<string, string>>;

/** Errors of 护照信息 (none when left blank). */
function passportErrors(p: PassportDraft | null): EditorErrors {
  if (!p || blankPassport(p)) return {};
  return {
    'passport.no': p.no.trim() ? (idNumberError('B', p.no) ?? undefined) : '请输入护照号码',
    'passport.nationality': /^[A-Z]{2}$/.test(p.nationality) ? undefined : '请选择国籍',
    'passport.expiry': p.expiry ? undefined : '请选择护照有效期',
  };
}

/** Errors of 学生资质 (none when left blank). */
function studentErrors(s: StudentDraft | null): EditorErrors {
  if (!s || blank(s)) return {};
  const sameCity = s.homeCity && s.homeCity === s.schoolCity;
  return {
    'student.school': textError('学校名称', s.school, {
      min: 2,
      max: 40,
      required: '请填写学校名称',
    }),
    'student.enrolYear': s.enrolYear ? undefined : '请选择入学年份',
    'student.years': s.years ? undefined : '请选择学制',
    'student.homeCity': s.homeCity ? undefined : '请选择优惠区间出发城市',
    'student.schoolCity': !s.schoolCity
      ? '请选择优惠区间到达城市'
      : sameCity
        ? '优惠区间的两端不能是同一城市'
        : undefined,
    'student.studentNo': textError('学号', s.studentNo, { max: 20 }),
  };
}

/** Errors of 残疾军人证 / 伤残人民警察证 (none when left blank). */
function soldierErrors(s: SoldierDraft | null): EditorErrors {
  if (!s || blankSoldier(s)) return {};
  const required = '请填写残疾军人证（伤残人民警察证）编号';
  return {
    'disabledSoldier.certNo': textError('证件编号', s.certNo, { min: 4, max: 30, required }),
  };
}

/**
 * Every error of the form by field (`passport.no`, `student.school`…), in Chinese naming the
 * field: the same rules as the save call's schema (savedPassengerSaveBody), without zod.
 */
export function editorErrors(d: EditorDraft): EditorErrors {
  const mobile = d.mobile.trim();
  const errors: EditorErrors = {
    name: passengerNameError(d.name) ?? undefined,
    idNo: idNumberError(d.idType, d.idNo) ?? undefined,
    birthDate:
      d.idType === '1'
        ? undefined
        : d.birthDate
          ? (dateFieldError(d.birthDate, '出生日期', birthDateRange(new Date())) ?? undefined)
          : '请选择出生日期',
    mobile: mobile && !isValidMobile(mobile) ? '请输入正确的手机号' : undefined,
    ...passportErrors(d.passport),
    ...studentErrors(d.student),
    ...soldierErrors(d.disabledSoldier),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => v)) as EditorErrors;
}
