import {
  ageOn,
  idNumberError,
  passengerNameError,
  residentIdBirthDate,
  type IdType,
  type SavedPassengerSaveBody,
  type SavedPassengerView,
} from '@lvxing/shared';

/** A passenger as a booking form holds it (every kind); kinds add their own fields. */
export interface PassengerDraft {
  key: string;
  name: string;
  idType: IdType;
  /** As typed; for a saved passenger its masked number (shown, never sent). */
  idNo: string;
  /** Entered for documents without a birth date (passports, permits). */
  birthDate: string | null;
  /**
   * The member's saved passenger (常用旅客) this passenger was picked from, or null when typed in:
   * the booking then sends its id, and the server takes the name and documents from it.
   */
  saved: SavedPassengerView | null;
  /** 保存为常用旅客: a typed-in passenger is saved for the member after the booking. */
  keep: boolean;
  /** A typed-in passport's details where the trip crosses a border (international flights). */
  passport?: PassportDetailsDraft;
}

/** 国籍, 性别 and 有效期至 of a typed-in passport, as the form holds them ('' until chosen). */
export interface PassportDetailsDraft {
  nationality: string;
  sex: 'M' | 'F' | '';
  expiry: string;
}

/** Field errors of a passenger, by field name (name, idNo, birthDate, ticketType…). */
export type FieldErrors = Partial<Record<string, string>>;

let seq = 0;
export function newDraft(idType: IdType = '1', fill: Partial<PassengerDraft> = {}): PassengerDraft {
  seq += 1;
  const blank = { name: '', idType, idNo: '', birthDate: null, saved: null, keep: true };
  return { key: `p${Date.now()}-${seq}`, ...blank, ...fill };
}

/** The fields of a passenger picked from the member's saved passengers (its masked number). */
export function fromSaved(p: SavedPassengerView): Partial<PassengerDraft> {
  const { name, idType, idNoMasked: idNo, birthDate } = p;
  return { name, idType, idNo, birthDate, saved: p, keep: false };
}

/**
 * A picked passenger made a typed one again (修改): the name and document type stay, the number
 * is typed anew (the form never has a saved passenger's full number).
 */
export function unpicked<D extends PassengerDraft>(d: D, idType: IdType = d.idType): D {
  const birthDate = idType === '1' ? null : d.birthDate;
  return { ...d, idType, idNo: '', birthDate, saved: null, keep: true };
}

/**
 * Birth date of a passenger: a saved passenger's, from a resident ID number, else the one entered.
 */
export function birthDateOf(d: Pick<PassengerDraft, 'idType' | 'idNo' | 'birthDate' | 'saved'>) {
  if (d.saved) return d.saved.birthDate;
  if (d.idType === '1') return residentIdBirthDate(d.idNo.trim()) ?? null;
  return d.birthDate || null;
}

/**
 * Errors of the document part: the name (shared name rule), the number for its type (GB 11643
 * check for ID cards), and a birth date for documents that do not carry one. A saved passenger's
 * were checked when saved: only a missing birth date (an old entry) is reported.
 */
export function documentErrors(d: PassengerDraft): FieldErrors {
  if (d.saved) return d.saved.birthDate ? {} : { birthDate: '请在常用旅客中补充出生日期' };
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

/**
 * The typed-in passengers to save as the member's 常用旅客 after a booking (保存为常用旅客 ticked),
 * as the save call takes them: a resident ID's birth date is the server's to derive.
 */
export function passengersToKeep(drafts: readonly PassengerDraft[]): SavedPassengerSaveBody[] {
  return drafts
    .filter((d) => !d.saved && d.keep)
    .map((d) => ({
      name: d.name.trim(),
      idType: d.idType,
      idNo: d.idNo.trim().toUpperCase(),
      ...(d.idType !== '1' && d.birthDate ? { birthDate: d.birthDate } : {}),
    }));
}

/**
 * 同一乘客请勿重复添加 when two passengers are the same saved passenger or carry the same typed
 * document, else null.
 */
export function duplicatePassengerError(drafts: readonly PassengerDraft[]): string | null {
  const ids = drafts
    .filter((d) => d.saved || d.idNo.trim())
    .map((d) => (d.saved ? `saved:${d.saved.id}` : `${d.idType}:${d.idNo.trim().toUpperCase()}`));
  return new Set(ids).size !== ids.length ? '同一乘客请勿重复添加' : null;
}

/**
 * The booking body's passenger of a kind sold by ticket type (trains, coaches): a saved
 * passenger by its id, or the document typed in.
 */
export function ticketPassengerInput<T extends string>(d: PassengerDraft & { ticketType: T }) {
  if (d.saved) return { savedPassengerId: d.saved.id, ticketType: d.ticketType };
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
