import type { StaffRole, StaffView } from '@lvxing/shared';
import type { StaffRow } from './staff.repository';

/** A staff row as answered: no password hash, no TOTP secret, times in ISO. */
export function toStaffView(row: StaffRow): StaffView {
  return {
    id: row.id,
    loginName: row.loginName,
    displayName: row.displayName,
    role: row.role as StaffRole,
    disabled: row.disabled,
    lockedUntil: row.lockedUntil ? row.lockedUntil.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Who does a staff action: the signed-in staff member (null from the CLI) and the address. */
export interface StaffActor {
  staffId: string | null;
  ip: string | null;
}
