/**
 * The passengers this browser kept for a member before 常用旅客 moved to the server (issue 23):
 * `lvxing-frequent-passengers:<mobile>` in localStorage. After a login they are sent once to
 * POST /api/user/passenger/import and the key is deleted; nothing writes it any more.
 */
import { ApiPath, SAVED_PASSENGERS_MAX, type SavedPassengerImportBody } from '@lvxing/shared';

type ImportedPassenger = SavedPassengerImportBody['passengers'][number];

/** The localStorage key of a member's browser copy. */
export const browserPassengersKey = (mobile: string) => `lvxing-frequent-passengers:${mobile}`;

const isText = (v: unknown): v is string => typeof v === 'string';

/** An entry as the browser kept it ({name, idType, idNo, birthDate}); anything else is dropped. */
function asPassenger(entry: unknown): ImportedPassenger | null {
  const p = (entry ?? {}) as Record<string, unknown>;
  if (!isText(p.name) || !isText(p.idType) || !isText(p.idNo)) return null;
  return {
    name: p.name,
    idType: p.idType,
    idNo: p.idNo,
    ...(isText(p.birthDate) ? { birthDate: p.birthDate } : {}),
  };
}

/** The member's browser copy (at most SAVED_PASSENGERS_MAX), or null when there is none. */
export function readBrowserPassengers(mobile: string): ImportedPassenger[] | null {
  if (!mobile || typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(browserPassengersKey(mobile));
  if (raw === null) return null;
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    return list
      .map(asPassenger)
      .filter((p): p is ImportedPassenger => p !== null)
      .slice(0, SAVED_PASSENGERS_MAX);
  } catch {
    return [];
  }
}

/**
 * Moves the member's browser copy to the server, once: POST /api/user/passenger/import, silent
 * and without a toast; on any answer (passengers imported or skipped, or imported before) the
 * key is deleted, so it is never sent again, and so it is when the server cannot read the copy
 * (10001: a field it refuses, which no retry changes). A failed call or another refusal (a full
 * list, a session to renew) keeps it for the next login. A copy that holds nothing usable is
 * just deleted. Resolves true when the key was deleted.
 */
export async function moveBrowserPassengers(mobile: string): Promise<boolean> {
  const passengers = readBrowserPassengers(mobile);
  if (passengers === null) return false;
  if (passengers.length) {
    // the calls load with the move (this module is in the token scheduler's chunk, loaded
    // before any page made a call)
    const { postQuietly, invalidateSavedPassengers, isUnreadableBody } =
      await import('./saved-passengers');
    try {
      await postQuietly(ApiPath.userPassengerImport, { passengers });
      void invalidateSavedPassengers(mobile);
    } catch (error) {
      if (!isUnreadableBody(error)) return false;
    }
  }
  localStorage.removeItem(browserPassengersKey(mobile));
  return true;
}
