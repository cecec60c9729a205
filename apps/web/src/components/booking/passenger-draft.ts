import {
  ageOn,
  idNumberError,
  passengerNameError,
  residentIdBirthDate,
  type IdType,
} from '@lvxing/shared';

/** A passenger as a booking form holds it (every kind); kinds add their own fields. */
export interface PassengerDraft {
  key: string;
  name: string;
  idType: IdType;
  idNo: string;
  /** Entered for documents without a birth date (passports, permits). */
  birthDate: string | null;
}

/** Field errors of a passenger, by field name (name, idNo, birthDate, ticketType…). */
export type FieldErrors = Partial<Record<string, string>>;

let seq = 0;
export function newDraft(idType: IdType = '1', fill: Partial<PassengerDraft> = {}): PassengerDraft {
  seq += 1;
  return { key: `p${Date.now()}-${seq}`, name: '', idType, idNo: '', birthDate: null, ...fill };
}

/** Birth date of a passenger: from a resident ID number, else the one entered. */
export function birthDateOf(d: Pick<PassengerDraft, 'idType' | 'idNo' | 'birthDate'>) {
  if (d.idType === '1') return residentIdBirthDate(d.idNo.trim()) ?? null;
  return d.birthDate || null;
}

/**
 * Errors of the document part: the name (shared name rule), the number for its type (GB 11643
 * check for ID cards), and a birth date for documents that do not carry one.
 */
export function documentErrors(d: PassengerDraft): FieldErrors {
  const errors: FieldErrors = {};
  const name = passengerNameError(d.name);
  if (name) errors.name = name;
  const idNo = idNumberError(d.idType, d.idNo);
  if (idNo) errors.idNo = idNo;
  if (d.idType !== '1' && !d.birthDate) errors.birthDate = '请选择出生日期';
  return errors;
}

/** Drops empty entries. */
export const compactErrors = (e: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(e).filter(([, v]) => v)) as FieldErrors;

/** Age in whole years on the travel date, when the birth date is known. */
export function ageOnDate(d: PassengerDraft, travelDate: string): number | null {
  const birth = birthDateOf(d);
  return birth ? ageOn(birth, travelDate) : null;
}

/** 同一乘客请勿重复添加 when two passengers carry the same document, else null. */
export function duplicatePassengerError(drafts: readonly PassengerDraft[]): string | null {
  const ids = drafts
    .filter((d) => d.idNo.trim())
    .map((d) => `${d.idType}:${d.idNo.trim().toUpperCase()}`);
  return new Set(ids).size !== ids.length ? '同一乘客请勿重复添加' : null;
}

/** The booking body's passenger of a kind sold by ticket type (trains, coaches). */
export function ticketPassengerInput<T extends string>(d: PassengerDraft & { ticketType: T }) {
  const birthDate = birthDateOf(d);
  return {
    name: d.name.trim(),
    idType: d.idType,
    idNo: d.idNo.trim().toUpperCase(),
    ticketType: d.ticketType,
    ...(birthDate ? { birthDate } : {}),
  };
}

/** A new passenger of a kind sold by ticket type, with `ticketType` unless `fill` names one. */
export function newTicketDraft<T extends string>(
  fill: Partial<PassengerDraft & { ticketType: T }>,
  ticketType: T,
): PassengerDraft & { ticketType: T } {
  return { ...newDraft(fill.idType ?? '1', fill), ticketType: fill.ticketType ?? ticketType };
}

/** Every error of a passenger sold by ticket type: its document fields and its ticket type. */
export function ticketDraftErrors(d: PassengerDraft, ticketTypeError: string | null): FieldErrors {
  return compactErrors({ ...documentErrors(d), ticketType: ticketTypeError ?? undefined });
}

/**
 * A rule of a ticket list broken, or null: the same person twice, or only children (`isChild`)
 * travelling, who must go with an adult (`childrenAlone` says so in the kind's words).
 */
export function ticketListError<D extends PassengerDraft>(
  drafts: readonly D[],
  isChild: (d: D) => boolean,
  childrenAlone: string,
): string | null {
  const alone = drafts.length > 0 && drafts.every(isChild);
  return duplicatePassengerError(drafts) ?? (alone ? childrenAlone : null);
}
