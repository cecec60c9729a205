import { ErrorCode, idNumberError, residentIdBirthDate, type IdType } from '@lvxing/shared';
import { AppError } from './app-error';

/** The document part of a ticket passenger as the booking body gives it. */
export interface DocumentInput {
  name: string;
  idType: IdType;
  idNo: string;
  birthDate?: string | null;
}

/** A passenger's document after the checks every ticket kind shares. */
export interface CheckedDocument {
  /** `第N位乘客姓名`, the prefix of every message about this passenger. */
  who: string;
  name: string;
  idType: IdType;
  /** Trimmed, upper case. */
  idNo: string;
  /** From the resident ID (GB 11643), else as given; null when unknown. */
  birthDate: string | null;
}

/** How one kind's documents are checked beyond the common rules. */
export interface DocumentRules {
  /**
   * What counts as the same document twice in one order: the number alone (coach stations
   * check the number), or the type and the number (airlines and 12306 key a booking by both).
   */
  duplicateKey: 'number' | 'typeAndNumber';
  /** A kind's refusal of a document type (international flights take no resident ID), or null. */
  idTypeError?: (idType: IdType) => string | null;
}

/** Throws the booking's passenger error (14005) with `message`. */
export function passengerFail(message: string): never {
  throw new AppError(ErrorCode.PASSENGER_INVALID, message);
}

/**
 * A checker of one booking's passenger documents, called once per passenger in order (so the
 * first passenger with any fault is the one named, as the kinds' own rules run in between): the
 * ID number valid for its type (GB 11643-1999 check character for resident IDs), the kind's
 * document-type rule, no document twice in the order, the birth date (from the resident ID or
 * given) not after `travelDate`.
 * @param travelDate YYYY-MM-DD
 * @returns `(passenger, index) => CheckedDocument`
 * @throws AppError 14005 naming the passenger (`第2位乘客张三：…`) and the reason
 */
export function documentChecker(travelDate: string, rules: DocumentRules) {
  const seen = new Set<string>();
  return (p: DocumentInput, i: number): CheckedDocument => {
    const who = `第${i + 1}位乘客${p.name}`;
    const idNo = p.idNo.trim().toUpperCase();
    const err = idNumberError(p.idType, idNo) ?? rules.idTypeError?.(p.idType);
    if (err) passengerFail(`${who}：${err}`);
    const key = rules.duplicateKey === 'number' ? idNo : `${p.idType}:${idNo}`;
    if (seen.has(key)) passengerFail(`${who}：证件号码重复`);
    seen.add(key);
    const birthDate = p.idType === '1' ? residentIdBirthDate(idNo) : (p.birthDate ?? null);
    if (birthDate && birthDate > travelDate) passengerFail(`${who}：出生日期不正确`);
    return { who, name: p.name.trim(), idType: p.idType, idNo, birthDate };
  };
}
