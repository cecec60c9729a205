import type { AuditEntryView, AuditListBody, StaffRole } from '@lvxing/shared';
import { listAuditRows, type AuditRow } from './audit.repository';
import { maskIp, maskPersonalData } from './audit-mask';
import type { StaffDeps } from './staff.deps';

/** Roles that read the audit log's personal data whole; the others read it masked. */
const READS_PERSONAL_DATA: readonly StaffRole[] = ['ADMIN'];

/**
 * A page of the audit log, newest first, filtered by actor, action and object. For a viewer
 * whose role does not need personal data (anyone but ADMIN), `before`, `after` and the address
 * are masked (audit-mask.ts).
 */
export async function readAudit(
  deps: Pick<StaffDeps, 'db'>,
  body: AuditListBody,
  viewer: StaffRole,
) {
  const { page, pageSize } = body;
  const { total, rows } = await listAuditRows(deps.db, body.filter ?? {}, page, pageSize);
  const whole = READS_PERSONAL_DATA.includes(viewer);
  return { total, page, pageSize, items: rows.map((r) => auditView(r, whole)) };
}

function auditView(row: AuditRow, whole: boolean): AuditEntryView {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    staffId: row.staffId,
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    before: whole ? row.before : maskPersonalData(row.before),
    after: whole ? row.after : maskPersonalData(row.after),
    ip: whole ? row.ip : maskIp(row.ip),
  };
}

/** Appends an audit row in the caller's transaction (other modules' staff acts use it). */
export { appendAudit } from './audit.repository';
