import { randomInt } from 'node:crypto';
import {
  beijingIso,
  ErrorCode,
  GROUP_STATE_LABEL,
  type GroupActResult,
  type GroupDetail,
  type GroupListResult,
  type GroupRequestInput,
  type GroupSubmitResult,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { memberOrder } from '../orders/order.service';
import type { GroupDeps } from './group.deps';
import { indicativePrice } from './group-pricing.service';
import { findMemberGroup, insertGroup, memberGroups, quotesOf } from './group.repository';
import { detailView, summaryView } from './group.views';

/** A request number: `G`, yyMMddHHmmss in Beijing time and 6 random digits. */
function newRequestNo(now: Date): string {
  const stamp = beijingIso(now).replace(/\D/g, '').slice(2, 14);
  return `G${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/**
 * Stores a group request (已提交) from a visitor or a member (`memberId`) and answers at once
 * with its indicative price (参考价, group-pricing.service.ts). Limited per address and per
 * contact mobile, as cooperation requests are.
 * @throws AppError 10029 when a limit is spent; 14001 for an unknown city or airport.
 */
export async function submitGroup(
  deps: GroupDeps,
  body: GroupRequestInput,
  from: { memberId?: string; ip: string },
): Promise<GroupSubmitResult> {
  const allowed = await deps.limits.consumeAll([
    ['groupIpHour', from.ip],
    ['groupMobileDay', body.mobile],
  ]);
  if (!allowed) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, '提交过于频繁，请稍后再试');
  const segments = body.segments.map((s) => ({
    ...s,
    from: s.from.toUpperCase(),
    to: s.to.toUpperCase(),
  }));
  const indicative = await indicativePrice(deps.flight, { ...body, segments });
  const now = deps.now();
  const row = await insertGroup(deps.db, {
    requestNo: newRequestNo(now),
    memberId: from.memberId ?? null,
    tripType: body.tripType,
    segments,
    adults: body.adults,
    children: body.children,
    cabin: body.cabin,
    budgetBasis: body.budgetBasis,
    budgetFen: body.budgetFen,
    needs: body.needs,
    purpose: body.purpose,
    orgName: body.orgName,
    contactName: body.contactName,
    contactMobile: body.mobile,
    remarks: body.remarks,
    indicative,
    state: 'SUBMITTED',
    createdAt: now,
    updatedAt: now,
  });
  return {
    requestNo: row.requestNo,
    state: 'SUBMITTED',
    stateLabel: GROUP_STATE_LABEL.SUBMITTED,
    submittedAt: now.toISOString(),
    indicative,
  };
}

/** A member's own requests, newest first, each with its current quote. */
export async function listGroups(deps: GroupDeps, memberId: string): Promise<GroupListResult> {
  const rows = await memberGroups(deps.db, memberId);
  const quotes = await quotesOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) =>
      summaryView(
        r,
        quotes.filter((q) => q.requestId === r.id),
      ),
    ),
  };
}

/**
 * One of a member's requests with every quote version and its group order's state.
 * @throws AppError 24001 for an unknown number and for another member's alike.
 */
export async function groupDetail(
  deps: GroupDeps,
  memberId: string,
  requestNo: string,
): Promise<GroupDetail> {
  const row = await findMemberGroup(deps.db, memberId, requestNo);
  if (!row) throw new AppError(ErrorCode.GROUP_NOT_FOUND);
  const quotes = await quotesOf(deps.db, [row.id]);
  const order = row.orderNo ? await memberOrder(deps, memberId, row.orderNo) : null;
  return detailView(row, quotes, {
    state: order?.state ?? null,
    balanceDue: order?.state === 'BALANCE_DUE',
  });
}

/** The act's answer: the request's state and its order. */
export const actResult = (r: {
  requestNo: string;
  state: string;
  orderNo: string | null;
}): GroupActResult => ({
  requestNo: r.requestNo,
  state: r.state as GroupActResult['state'],
  stateLabel: GROUP_STATE_LABEL[r.state as GroupActResult['state']],
  orderNo: r.orderNo,
});
