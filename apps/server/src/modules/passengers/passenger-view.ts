import {
  idTypeLabel,
  maskIdNumber,
  maskMobile,
  type DisabilityCertType,
  type IdType,
  type ProfileState,
  type SavedPassengerFull,
  type SavedPassengerView,
  type Sex,
} from '@lvxing/shared';
import { PII_COLUMNS, type PiiCipher } from '../../lib/pii-cipher';
import type { SavedPassengerRow } from './passengers.repository';

/** The plain numbers of a saved passenger (decrypted for masking, or for the member's form). */
interface Numbers {
  idNo: string;
  passportNo: string | null;
  certNo: string | null;
}

function numbersOf(pii: PiiCipher, row: SavedPassengerRow): Numbers {
  return {
    idNo: pii.decrypt(row.idNoEnc, PII_COLUMNS.savedIdNo),
    passportNo: row.passportNoEnc
      ? pii.decrypt(row.passportNoEnc, PII_COLUMNS.savedPassportNo)
      : null,
    certNo: row.disabilityCertNoEnc
      ? pii.decrypt(row.disabilityCertNoEnc, PII_COLUMNS.savedCertNo)
      : null,
  };
}

function masked(row: SavedPassengerRow, n: Numbers): SavedPassengerView {
  const s = row.student;
  return {
    id: row.id,
    name: row.name,
    idType: row.idType as IdType,
    idTypeLabel: idTypeLabel(row.idType),
    idNoMasked: maskIdNumber(n.idNo),
    birthDate: row.birthDate,
    sex: (row.sex as Sex | null) ?? null,
    mobileMasked: row.mobile ? maskMobile(row.mobile) : null,
    passport:
      n.passportNo && row.passportNationality && row.passportExpiry
        ? {
            noMasked: maskIdNumber(n.passportNo),
            nationality: row.passportNationality,
            expiry: row.passportExpiry,
          }
        : null,
    student: s
      ? {
          school: s.school,
          enrolYear: s.enrolYear,
          years: s.years,
          homeCity: s.homeCity,
          schoolCity: s.schoolCity,
          state: (row.studentState ?? 'PENDING') as ProfileState,
          reason: row.studentReason,
        }
      : null,
    disabledSoldier:
      n.certNo && row.disabilityCertType
        ? {
            certType: row.disabilityCertType as DisabilityCertType,
            certNoMasked: maskIdNumber(n.certNo),
          }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A saved passenger as lists and every answer but the detail show it: the ID, passport and
 * certificate numbers masked (first 3, stars, last 4: shared `maskIdNumber`), the mobile as
 * 138****8000 (`maskMobile`). The plain numbers are decrypted only to be masked.
 */
export function toView(pii: PiiCipher, row: SavedPassengerRow): SavedPassengerView {
  return masked(row, numbersOf(pii, row));
}

/** The member's own saved passenger for the edit form (POST /detail): the numbers in full too. */
export function toFull(pii: PiiCipher, row: SavedPassengerRow): SavedPassengerFull {
  const n = numbersOf(pii, row);
  const view = masked(row, n);
  return {
    ...view,
    idNo: n.idNo,
    mobile: row.mobile,
    passport: view.passport && n.passportNo ? { ...view.passport, no: n.passportNo } : null,
    student: view.student && { ...view.student, studentNo: row.student?.studentNo ?? null },
    disabledSoldier:
      view.disabledSoldier && n.certNo ? { ...view.disabledSoldier, certNo: n.certNo } : null,
  };
}
