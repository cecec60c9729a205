import {
  ErrorCode,
  SAVED_PASSENGERS_MAX,
  beijingToday,
  type SavedPassengerFull,
  type SavedPassengerListResult,
  type SavedPassengerView,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { PII_COLUMNS } from '../../lib/pii-cipher';
import { isTrainCity } from '../train/train-stations.service';
import type { PassengerDeps } from './passengers.deps';
import {
  assertSaveFields,
  sameStudent,
  savedPersonOf,
  studentRowOf,
  type SaveBody,
  type SavedPerson,
} from './passenger-rules';
import {
  countSaved,
  deleteSaved,
  findSaved,
  insertSaved,
  listSaved,
  lockMemberSaves,
  updateSaved,
  type SavedPassengerFields,
  type SavedPassengerRow,
} from './passengers.repository';
import { toFull, toView } from './passenger-view';

const notFound = () => new AppError(ErrorCode.SAVED_PASSENGER_NOT_FOUND);

/** The member's saved passengers, oldest first, every number masked; and the most they may keep. */
export async function listPassengers(
  deps: PassengerDeps,
  memberId: string,
): Promise<SavedPassengerListResult> {
  const rows = await listSaved(deps.db, memberId);
  return { items: rows.map((r) => toView(deps.pii, r)), max: SAVED_PASSENGERS_MAX };
}

/**
 * One of the member's saved passengers with its numbers in full (the member's own edit form).
 * @throws AppError 19001 when the member has no such passenger (another member's included)
 */
export async function passengerDetail(
  deps: PassengerDeps,
  memberId: string,
  id: string,
): Promise<SavedPassengerFull> {
  const row = await findSaved(deps.db, memberId, id);
  if (!row) throw notFound();
  return toFull(deps.pii, row);
}

/**
 * Deletes one of the member's saved passengers (orders keep their own copy of their people, so
 * past orders are unaffected). @throws AppError 19001 when the member has no such passenger
 */
export async function deletePassenger(
  deps: PassengerDeps,
  memberId: string,
  id: string,
): Promise<{ id: string }> {
  if (!(await deleteSaved(deps.db, memberId, id))) throw notFound();
  return { id };
}

/**
 * The student columns of a save: the profile given (or, when left out of an update, the saved
 * one), verified again when it is new or changed or the person's name or document changed;
 * otherwise its state is kept. Runs before the save's transaction (a verifier may be slow).
 */
async function studentFields(
  deps: PassengerDeps,
  body: SaveBody,
  person: SavedPerson,
  existing: SavedPassengerRow | undefined,
) {
  const profile =
    body.student === undefined
      ? (existing?.student ?? null)
      : body.student && studentRowOf(body.student);
  if (!profile) {
    return { student: null, studentState: null, studentReason: null, studentVerifiedAt: null };
  }
  const unchanged =
    existing?.student &&
    sameStudent(existing.student, profile) &&
    existing.name === person.name &&
    existing.idType === person.idType &&
    existing.idNoHash === deps.pii.hash(person.idNo);
  if (unchanged) {
    const { studentState, studentReason, studentVerifiedAt } = existing;
    return { student: profile, studentState, studentReason, studentVerifiedAt };
  }
  const now = deps.now();
  const verdict = await deps.verifier.verify(profile, person, beijingToday(now));
  return {
    student: profile,
    studentState: verdict.state,
    studentReason: verdict.state === 'REJECTED' ? verdict.reason : null,
    studentVerifiedAt: verdict.state === 'PENDING' ? null : now,
  };
}

/**
 * The columns of a save. The person part and the mobile are replaced by what is given (no
 * mobile: none); the passport, student profile and certificate are replaced when given, removed
 * when `null`, and kept when left out of an update. Numbers are encrypted (lib/pii-cipher.ts).
 */
async function fieldsOf(
  deps: PassengerDeps,
  body: SaveBody,
  existing: SavedPassengerRow | undefined,
  now: Date,
): Promise<SavedPassengerFields> {
  const { pii } = deps;
  const person = savedPersonOf(body);
  const { idNo, ...personColumns } = person;
  const p = body.passport;
  const d = body.disabledSoldier;
  const passport =
    p === undefined
      ? {}
      : {
          passportNoEnc: p && pii.encrypt(p.no.trim().toUpperCase(), PII_COLUMNS.savedPassportNo),
          passportNationality: p?.nationality ?? null,
          passportExpiry: p?.expiry ?? null,
        };
  const cert =
    d === undefined
      ? {}
      : {
          disabilityCertType: d?.certType ?? null,
          disabilityCertNoEnc: d && pii.encrypt(d.certNo, PII_COLUMNS.savedCertNo),
        };
  return {
    ...personColumns,
    idNoEnc: pii.encrypt(idNo, PII_COLUMNS.savedIdNo),
    idNoHash: pii.hash(idNo),
    mobile: body.mobile ?? null,
    ...passport,
    ...cert,
    ...(await studentFields(deps, body, person, existing)),
    updatedAt: now,
  };
}

/**
 * Adds a saved passenger, or updates the member's own one (`id`): checks the fields beyond the
 * shared schema (passenger-rules.ts `assertSaveFields`), takes the birth date and sex
 * from a resident ID, encrypts the numbers and verifies a new or changed student profile; then,
 * one save of the member at a time, keeps at most SAVED_PASSENGERS_MAX and one entry per
 * document (the unique index, also under concurrency).
 * @returns the saved passenger, masked, with its student profile's state and reason
 * @throws AppError 10001 (a field), 19001 (no such passenger of the member), 19002 (the limit),
 *   19003 (the document is saved already)
 */
export async function savePassenger(
  deps: PassengerDeps,
  memberId: string,
  body: SaveBody,
): Promise<SavedPassengerView> {
  assertSaveFields(body, isTrainCity);
  const existing = body.id ? await findSaved(deps.db, memberId, body.id) : undefined;
  if (body.id && !existing) throw notFound();
  const now = deps.now();
  const fields = await fieldsOf(deps, body, existing, now);
  const row = await deps.db.transaction(async (tx) => {
    await lockMemberSaves(tx, memberId);
    if (existing) {
      const updated = await updateSaved(tx, memberId, existing.id, fields);
      if (updated === 'duplicate') throw new AppError(ErrorCode.SAVED_PASSENGER_DUPLICATE);
      if (!updated) throw notFound();
      return updated;
    }
    if ((await countSaved(tx, memberId)) >= SAVED_PASSENGERS_MAX) {
      throw new AppError(
        ErrorCode.SAVED_PASSENGER_LIMIT,
        `常用旅客最多${SAVED_PASSENGERS_MAX}位，请先删除不再需要的旅客`,
      );
    }
    const inserted = await insertSaved(tx, memberId, { ...fields, createdAt: now });
    if (!inserted) throw new AppError(ErrorCode.SAVED_PASSENGER_DUPLICATE);
    return inserted;
  });
  return toView(deps.pii, row);
}
