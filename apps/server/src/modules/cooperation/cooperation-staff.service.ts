import {
  COOPERATION_MOVES,
  COOPERATION_STATE_LABEL,
  ErrorCode,
  maskMobile,
  type CooperationMoveView,
  type CooperationState,
  type StaffCooperationDetailResult,
  type StaffCooperationItem,
  type StaffCooperationListBody,
  type StaffCooperationListResult,
  type StaffCooperationMoveBody,
  type StaffRole,
} from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import type { AuditEntry } from '../staff/audit.repository';
import type { StaffActor } from '../staff/staff-view';
import {
  cooperationMoveRows,
  findCooperation,
  listCooperationRows,
  setCooperationState,
  type CooperationStaffRow,
} from './cooperation-staff.repository';
import { quotesOfRequest } from './custom-quote.repository';
import { customQuoteView } from './custom-quote.service';

/** What the staff's cooperation calls need; `appendAudit` is the staff module's (same tx). */
export interface CooperationStaffDeps {
  db: Db;
  now: Clock;
  appendAudit: (tx: Tx, entry: AuditEntry) => Promise<void>;
}

/** Roles that follow requests up and so read the contact whole (PIPL art. 51: access by need). */
const READS_CONTACT: readonly StaffRole[] = ['OPERATIONS', 'ADMIN'];

/** An e-mail address with its local part masked after the first character (z***@example.cn). */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email ? '***' : '';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** A request as answered, its mobile and e-mail masked for a role without need. */
export function cooperationView(row: CooperationStaffRow, viewer: StaffRole): StaffCooperationItem {
  const whole = READS_CONTACT.includes(viewer);
  return {
    requestNo: row.requestNo,
    kind: row.kind,
    orgName: row.orgName,
    creditCode: row.creditCode,
    contactName: row.contactName,
    contactMobile: whole ? row.contactMobile : maskMobile(row.contactMobile),
    contactEmail: whole ? row.contactEmail : maskEmail(row.contactEmail),
    services: row.services,
    remarks: row.remarks,
    details: (row.details ?? {}) as Record<string, unknown>,
    state: row.state as CooperationState,
    fromMember: row.memberId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A page of requests (newest first) with the count in each state. */
export async function listForStaff(
  deps: CooperationStaffDeps,
  body: StaffCooperationListBody,
  viewer: StaffRole,
): Promise<StaffCooperationListResult> {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 10;
  const { total, rows, stateCounts } = await listCooperationRows(deps.db, body, page, pageSize);
  return { total, page, pageSize, stateCounts, items: rows.map((r) => cooperationView(r, viewer)) };
}

/**
 * One request, its moves and quotes (who, when, from, to, note) read from the audit log, and a
 * custom trip's quote versions, newest first.
 * @throws AppError 30010 no such request.
 */
export async function detailForStaff(
  deps: CooperationStaffDeps,
  requestNo: string,
  viewer: StaffRole,
): Promise<StaffCooperationDetailResult> {
  const row = await findCooperation(deps.db, requestNo);
  if (!row) throw new AppError(ErrorCode.COOPERATION_NOT_FOUND);
  const [moves, quotes] = await Promise.all([
    cooperationMoveRows(deps.db, requestNo),
    quotesOfRequest(deps.db, row.id),
  ]);
  const now = deps.now();
  const history: CooperationMoveView[] = moves.map((m) => {
    const before = (m.before ?? {}) as { state?: string };
    const after = (m.after ?? {}) as { state?: string; note?: string };
    return {
      at: m.at.toISOString(),
      staffName: m.name,
      from: before.state ?? '',
      to: after.state ?? '',
      note: after.note ?? '',
    };
  });
  return {
    request: cooperationView(row, viewer),
    history,
    quotes: quotes.map((q) => customQuoteView(q, now)),
  };
}

/**
 * Moves a request to its next state (COOPERATION_MOVES: 已提交 → 已受理 → 洽谈中 → 已签约 /
 * 未合作, 已受理 → 未合作) with the staff member's note, and the audit row COOPERATION_MOVE
 * (before: state; after: state and note) in the same transaction. The row is locked while it
 * moves, so two staff moving it at once cannot both pass the check.
 * @throws AppError 30010 no such request, 30011 not a move its state allows (Chinese message
 *   naming both states).
 */
export async function moveForStaff(
  deps: CooperationStaffDeps,
  body: StaffCooperationMoveBody,
  actor: StaffActor,
  viewer: StaffRole,
): Promise<StaffCooperationItem> {
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const current = await findCooperation(tx, body.requestNo, true);
    if (!current) throw new AppError(ErrorCode.COOPERATION_NOT_FOUND);
    if (!(COOPERATION_MOVES[current.state] ?? []).includes(body.to)) {
      throw new AppError(ErrorCode.COOPERATION_BAD_MOVE, badMoveMessage(current.state, body.to));
    }
    const moved = await setCooperationState(tx, current.id, body.to, at);
    await deps.appendAudit(tx, {
      at,
      staffId: actor.staffId,
      action: 'COOPERATION_MOVE',
      objectType: 'COOPERATION',
      objectId: current.requestNo,
      before: { state: current.state },
      after: { state: body.to, note: body.note },
      ip: actor.ip,
    });
    return moved;
  });
  return cooperationView(row, viewer);
}

const label = (s: string) => COOPERATION_STATE_LABEL[s as CooperationState] ?? s;

function badMoveMessage(from: string, to: string): string {
  if (from === to) return `该申请已是“${label(from)}”`;
  return `该申请当前为“${label(from)}”，不能改为“${label(to)}”`;
}
