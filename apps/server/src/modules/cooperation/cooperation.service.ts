import { randomInt } from 'node:crypto';
import {
  beijingIso,
  COOPERATION_STATE_LABEL,
  ErrorCode,
  type CooperationSubmitResult,
  type OfficialSubmitBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { CooperationDeps } from './cooperation.deps';
import { insertCooperation } from './cooperation.repository';

/** A request number: `C`, yyMMddHHmmss in Beijing time and 6 random digits. */
function newRequestNo(now: Date): string {
  const stamp = beijingIso(now).replace(/\D/g, '').slice(2, 14);
  return `C${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/**
 * Stores an official body's cooperation request (已提交) for the staff to follow up, from a
 * visitor or a member (`memberId`). Limited per address and per contact mobile, so a stranger
 * can flood neither the queue nor one person's phone with call-backs.
 * @throws AppError 10029 (too many requests) when a limit is spent.
 */
export async function submitOfficial(
  deps: CooperationDeps,
  body: OfficialSubmitBody,
  from: { memberId?: string; ip: string },
): Promise<CooperationSubmitResult> {
  const allowed = await deps.limits.consumeAll([
    ['cooperationIpHour', from.ip],
    ['cooperationMobileDay', body.mobile],
  ]);
  if (!allowed) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, '提交过于频繁，请稍后再试');
  const now = deps.now();
  const { orgName, creditCode, contactName, mobile, email, services, remarks } = body;
  const row = await insertCooperation(deps.db, {
    requestNo: newRequestNo(now),
    kind: 'OFFICIAL',
    memberId: from.memberId ?? null,
    orgName,
    creditCode,
    contactName,
    contactMobile: mobile,
    contactEmail: email,
    services,
    remarks,
    details: {
      orgType: body.orgType,
      budgetLevel: body.budgetLevel,
      region: body.region,
      position: body.position,
      yearlyTrips: body.yearlyTrips,
      officialCard: body.officialCard,
    },
    state: 'SUBMITTED',
    createdAt: now,
    updatedAt: now,
  });
  return {
    requestNo: row.requestNo,
    state: 'SUBMITTED',
    stateLabel: COOPERATION_STATE_LABEL.SUBMITTED,
    submittedAt: now.toISOString(),
  };
}
