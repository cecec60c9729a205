import { ID_TYPES, type IdType } from '@lvxing/shared';

/** A passenger the member booked for before (常用乘客), kept in this browser only. */
export interface SavedPassenger {
  name: string;
  idType: IdType;
  idNo: string;
  birthDate: string | null;
}

const MAX = 20;
const keyOf = (mobile: string) => `lvxing-frequent-passengers:${mobile}`;

function valid(p: unknown): p is SavedPassenger {
  const x = p as SavedPassenger;
  return (
    typeof x?.name === 'string' &&
    typeof x.idNo === 'string' &&
    (ID_TYPES as readonly string[]).includes(x.idType)
  );
}

export function loadSavedPassengers(mobile: string): SavedPassenger[] {
  if (!mobile) return [];
  try {
    const list: unknown = JSON.parse(localStorage.getItem(keyOf(mobile)) ?? '[]');
    return Array.isArray(list) ? list.filter(valid) : [];
  } catch {
    return [];
  }
}

/** Puts `passengers` first in the member's list (same document replaces the old entry). */
export function rememberPassengers(mobile: string, passengers: SavedPassenger[]): void {
  if (!mobile) return;
  const same = (a: SavedPassenger, b: SavedPassenger) => a.idType === b.idType && a.idNo === b.idNo;
  const rest = loadSavedPassengers(mobile).filter((old) => !passengers.some((p) => same(p, old)));
  localStorage.setItem(keyOf(mobile), JSON.stringify([...passengers, ...rest].slice(0, MAX)));
}
