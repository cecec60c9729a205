import type { z } from 'zod';
import {
  ID_TYPES,
  SAVED_PASSENGERS_MAX,
  birthDateRange,
  dateFieldError,
  idNumberError,
  normalizePersonName,
  passengerNameError,
  residentIdBirthDate,
  residentIdSex,
  type IdType,
  type SavedPassengerImportResult,
  type savedPassengerImportBody,
} from '@lvxing/shared';
import { PII_COLUMNS } from '../../lib/pii-cipher';
import { claimPassengerImport } from '../user/user.service';
import type { PassengerDeps } from './passengers.deps';
import {
  countSaved,
  insertSaved,
  lockMemberSaves,
  savedDocumentKeys,
  type SavedPassengerFields,
} from './passengers.repository';

type ImportEntry = z.output<typeof savedPassengerImportBody>['passengers'][number];

/**
 * An entry of a browser copy checked with the shared rules (the passenger name rule, the number
 * for its type with GB 11643's check character, a real birth date: from the resident ID, else
 * the one kept, required), as the columns to save; null when it fails any.
 */
function importedFields(
  deps: PassengerDeps,
  e: ImportEntry,
  now: Date,
): (SavedPassengerFields & { key: string }) | null {
  if (!(ID_TYPES as readonly string[]).includes(e.idType)) return null;
  const idType = e.idType as IdType;
  const idNo = e.idNo.trim().toUpperCase();
  if (idNumberError(idType, idNo) || passengerNameError(e.name)) return null;
  const birthDate = idType === '1' ? residentIdBirthDate(idNo) : (e.birthDate ?? null);
  if (!birthDate || dateFieldError(birthDate, '出生日期', birthDateRange(now))) return null;
  const idNoHash = deps.pii.hash(idNo);
  return {
    key: `${idType}:${idNoHash}`,
    name: normalizePersonName(e.name),
    idType,
    idNoEnc: deps.pii.encrypt(idNo, PII_COLUMNS.savedIdNo),
    idNoHash,
    birthDate,
    sex: idType === '1' ? residentIdSex(idNo) : null,
    updatedAt: now,
  };
}

/**
 * Imports the passengers a browser kept before they moved to the server, once per member: in
 * one transaction it marks the member imported (`users.passengers_imported_at`, through the user
 * service) and adds each valid entry whose document the member has not saved yet, up to
 * SAVED_PASSENGERS_MAX. Invalid entries, documents saved already and entries past the limit are
 * skipped and counted, never an error for the whole call.
 * @returns how many were imported and skipped; `alreadyImported` (nothing added, every entry
 *   counted as skipped) when the member had imported before
 */
export async function importPassengers(
  deps: PassengerDeps,
  memberId: string,
  entries: readonly ImportEntry[],
): Promise<SavedPassengerImportResult> {
  const now = deps.now();
  const valid = entries.map((e) => importedFields(deps, e, now));
  return deps.db.transaction(async (tx) => {
    if (!(await claimPassengerImport(tx, memberId, now))) {
      return { imported: 0, skipped: entries.length, alreadyImported: true };
    }
    await lockMemberSaves(tx, memberId);
    const saved = await savedDocumentKeys(tx, memberId);
    let count = await countSaved(tx, memberId);
    let imported = 0;
    for (const [i, entry] of valid.entries()) {
      if (!entry || saved.has(entry.key) || count >= SAVED_PASSENGERS_MAX) continue;
      const { key, ...fields } = entry;
      // a millisecond apart, so the list keeps the browser's order
      const row = await insertSaved(tx, memberId, {
        ...fields,
        createdAt: new Date(now.getTime() + i),
      });
      if (!row) continue;
      saved.add(key);
      count += 1;
      imported += 1;
    }
    return { imported, skipped: entries.length - imported, alreadyImported: false };
  });
}
