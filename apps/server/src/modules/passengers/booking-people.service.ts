import {
  addMonths,
  PASSPORT_VALID_MONTHS,
  type DisabilityCertType,
  type IdType,
  type ProfileState,
} from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { passengerFail as fail, type DocumentInput } from '../../lib/passenger-documents';
import { PII_COLUMNS, type PiiCipher } from '../../lib/pii-cipher';
import type { DiscountProfiles } from '../train/train-discounts.service';
import { findSavedMany, type SavedPassengerRow } from './passengers.repository';

/** A booking body's passenger: a saved passenger, or a document typed in (shared schemas). */
export interface BookingPersonInput {
  savedPassengerId?: string | undefined;
  name?: string | undefined;
  idType?: IdType | undefined;
  idNo?: string | undefined;
  birthDate?: string | undefined;
}

/**
 * What a saved passenger brings to a booking beyond the document: its discount profiles (the
 * train's checks read them: `DiscountProfiles`), the student's school included.
 */
export interface SavedProfiles extends DiscountProfiles {
  savedPassengerId: string;
  student: (NonNullable<DiscountProfiles['student']> & { school: string }) | null;
}

/**
 * A booking passenger with its document: the rest of the input (ticket or passenger type), the
 * name, document and birth date (typed in, or from the saved passenger) and, for a saved one,
 * its profiles (`saved`, null when typed in).
 */
export type ResolvedPerson<P extends BookingPersonInput> = Omit<P, keyof BookingPersonInput> &
  DocumentInput & { saved: SavedProfiles | null };

/** Options of {@link resolveBookingPeople}. */
export interface ResolveOptions {
  /** The travel date (`YYYY-MM-DD`): a saved passport must not have expired before it. */
  travelDate: string;
  /** An international (or regional) flight: the saved passenger's passport is used. */
  international?: boolean;
}

function profilesOf(row: SavedPassengerRow): SavedProfiles {
  const s = row.student;
  return {
    savedPassengerId: row.id,
    student: s ? { ...s, state: (row.studentState ?? 'PENDING') as ProfileState } : null,
    disabilityCert:
      row.disabilityCertType && row.disabilityCertNoEnc
        ? (row.disabilityCertType as DisabilityCertType)
        : null,
  };
}

/**
 * The document of a saved passenger for this trip: its own (ID card, passport or permit); on an
 * international flight its saved passport, or its own document when that is a passport or a
 * permit. @throws AppError 14005 when it has no passport, or the passport is not valid for
 * `PASSPORT_VALID_MONTHS` months after the flight (each leg of a round trip is booked on its own,
 * so the return leg checks the months after the return)
 */
function documentOf(pii: PiiCipher, row: SavedPassengerRow, who: string, opts: ResolveOptions) {
  const own = {
    idType: row.idType as IdType,
    idNo: pii.decrypt(row.idNoEnc, PII_COLUMNS.savedIdNo),
  };
  if (!opts.international) return own;
  if (!row.passportNoEnc) {
    if (own.idType !== '1') return own;
    fail(`${who}：请在常用旅客中补充护照信息`);
  }
  if (
    row.passportExpiry &&
    row.passportExpiry < addMonths(opts.travelDate, PASSPORT_VALID_MONTHS)
  ) {
    fail(
      `${who}：护照有效期须在乘机日后${PASSPORT_VALID_MONTHS}个月以上（现至${row.passportExpiry}），请在常用旅客中更新护照信息`,
    );
  }
  return {
    idType: 'B' as const,
    idNo: pii.decrypt(row.passportNoEnc, PII_COLUMNS.savedPassportNo),
  };
}

/**
 * Resolves the passengers of a booking (flights, trains, buses): each one with a
 * `savedPassengerId` becomes the member's own saved passenger (name, document, birth date, and
 * its student profile and disability certificate for discount tickets); a typed-in one is kept
 * as given. The kind's own passenger checks run on the result as before.
 * @param db the database (or the booking's transaction)
 * @throws AppError 14005 `第N位乘客：常用旅客不存在` (also for another member's), or about the
 *   passport of an international flight (`第N位乘客张三：请在常用旅客中补充护照信息`)
 */
export async function resolveBookingPeople<P extends BookingPersonInput>(
  deps: { db: Db | Tx; pii: PiiCipher },
  memberId: string,
  passengers: readonly P[],
  opts: ResolveOptions,
): Promise<ResolvedPerson<P>[]> {
  const ids = passengers.flatMap((p) => (p.savedPassengerId ? [p.savedPassengerId] : []));
  const rows = new Map((await findSavedMany(deps.db, memberId, ids)).map((r) => [r.id, r]));
  return passengers.map((p, i) => {
    const { savedPassengerId, name, idType, idNo, birthDate, ...rest } = p;
    if (!savedPassengerId) {
      if (name === undefined || idType === undefined || idNo === undefined) {
        fail(`第${i + 1}位乘客：请填写姓名和证件信息`);
      }
      return { ...rest, name, idType, idNo, birthDate, saved: null };
    }
    const row = rows.get(savedPassengerId);
    if (!row) fail(`第${i + 1}位乘客：常用旅客不存在`);
    const doc = documentOf(deps.pii, row, `第${i + 1}位乘客${row.name}`, opts);
    return { ...rest, name: row.name, ...doc, birthDate: row.birthDate, saved: profilesOf(row) };
  });
}
