import {
  idNumberError,
  residentIdBirthDate,
  residentIdSex,
  type DisabilityCertType,
  type IdType,
  type SavedPassengerFull,
  type SavedPassengerSaveBody,
  type Sex,
} from '@lvxing/shared';

/** 护照信息 as the form holds it. */
export interface PassportDraft {
  no: string;
  /** ISO 3166-1 alpha-2 (CN). */
  nationality: string;
  expiry: string;
}

/** 学生资质 as the form holds it (years as typed or chosen: strings until sent). */
export interface StudentDraft {
  school: string;
  enrolYear: string;
  years: string;
  homeCity: string;
  schoolCity: string;
  studentNo: string;
}

/** 残疾军人证 / 伤残人民警察证 as the form holds it. */
export interface SoldierDraft {
  certType: DisabilityCertType;
  certNo: string;
}

/**
 * A saved passenger in the edit form. A discount profile or passport is null until its section
 * is added; one added but left blank is sent as none.
 */
export interface EditorDraft {
  /** The saved passenger edited; null for a new one. */
  id: string | null;
  name: string;
  idType: IdType;
  idNo: string;
  /** Typed for documents without one; from a resident ID otherwise. */
  birthDate: string;
  sex: Sex | '';
  mobile: string;
  passport: PassportDraft | null;
  student: StudentDraft | null;
  disabledSoldier: SoldierDraft | null;
}

export const emptyPassport = (): PassportDraft => ({ no: '', nationality: 'CN', expiry: '' });
export const emptyStudent = (): StudentDraft => ({
  school: '',
  enrolYear: '',
  years: '',
  homeCity: '',
  schoolCity: '',
  studentNo: '',
});
export const emptySoldier = (): SoldierDraft => ({ certType: 'SOLDIER', certNo: '' });

/** A new saved passenger: a resident ID, nothing else yet. */
export function newEditorDraft(): EditorDraft {
  const blank = { name: '', idNo: '', birthDate: '', sex: '' as const, mobile: '' };
  return { id: null, idType: '1', ...blank, passport: null, student: null, disabledSoldier: null };
}

/** The form of a saved passenger loaded in full (POST /api/user/passenger/detail). */
export function editorDraftOf(p: SavedPassengerFull): EditorDraft {
  const { student, passport, disabledSoldier } = p;
  return {
    id: p.id,
    name: p.name,
    idType: p.idType,
    idNo: p.idNo,
    birthDate: p.birthDate ?? '',
    sex: p.sex ?? '',
    mobile: p.mobile ?? '',
    passport: passport && {
      no: passport.no,
      nationality: passport.nationality,
      expiry: passport.expiry,
    },
    student: student && {
      ...student,
      enrolYear: String(student.enrolYear),
      years: String(student.years),
      studentNo: student.studentNo ?? '',
    },
    disabledSoldier: disabledSoldier && {
      certType: disabledSoldier.certType,
      certNo: disabledSoldier.certNo,
    },
  };
}

const isResidentId = (d: EditorDraft) => d.idType === '1';

/** The birth date and sex a resident ID number carries, when it is a valid one. */
export function fromResidentId(d: EditorDraft): { birthDate: string; sex: Sex } | null {
  if (!isResidentId(d) || idNumberError('1', d.idNo)) return null;
  const id = d.idNo.trim().toUpperCase();
  const birthDate = residentIdBirthDate(id);
  return birthDate ? { birthDate, sex: residentIdSex(id) } : null;
}

/** True when nothing was typed in an added section (it is then sent as none). */
export const blank = (section: object | null) =>
  !section || Object.values(section).every((v) => typeof v !== 'string' || v.trim() === '');
export const blankPassport = (p: PassportDraft | null) => !p || (!p.no.trim() && !p.expiry);
export const blankSoldier = (s: SoldierDraft | null) => !s || !s.certNo.trim();

/**
 * The save call's body: a resident ID's birth date is the server's to derive (its sex is sent as
 * the number says); other documents send the birth date and sex typed in.
 */
export function saveBodyOf(d: EditorDraft): SavedPassengerSaveBody {
  const s = d.student;
  const studentNo = s?.studentNo.trim();
  const sex = isResidentId(d) ? fromResidentId(d)?.sex : d.sex || undefined;
  return {
    ...(d.id ? { id: d.id } : {}),
    name: d.name.trim(),
    idType: d.idType,
    idNo: d.idNo.trim().toUpperCase(),
    ...(isResidentId(d) ? {} : { birthDate: d.birthDate }),
    ...(sex ? { sex } : {}),
    ...(d.mobile.trim() ? { mobile: d.mobile.trim() } : {}),
    passport: blankPassport(d.passport)
      ? null
      : { ...d.passport!, no: d.passport!.no.trim().toUpperCase() },
    student:
      !s || blank(s)
        ? null
        : {
            school: s.school.trim(),
            enrolYear: Number(s.enrolYear),
            years: Number(s.years),
            homeCity: s.homeCity,
            schoolCity: s.schoolCity,
            ...(studentNo ? { studentNo } : {}),
          },
    disabledSoldier: blankSoldier(d.disabledSoldier)
      ? null
      : { certType: d.disabledSoldier!.certType, certNo: d.disabledSoldier!.certNo.trim() },
  };
}
