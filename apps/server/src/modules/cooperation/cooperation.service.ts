import { randomInt } from 'node:crypto';
import {
  beijingIso,
  COOPERATION_KIND_LABEL,
  COOPERATION_STATE_LABEL,
  cooperationServiceLabel,
  ErrorCode,
  type CompanySubmitBody,
  type CooperationKind,
  type CooperationMineResult,
  type CooperationState,
  type CooperationSubmitResult,
  type OfficialSubmitBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { LimitName } from '../../plugins/rate-limits';
import type { CooperationDeps } from './cooperation.deps';
import {
  insertCooperation,
  listMemberCooperations,
  type CooperationInsert,
  type CooperationRow,
} from './cooperation.repository';
import { currentQuotesOf, type CustomQuoteRow } from './custom-quote.repository';
import { customQuoteView } from './custom-quote.service';

/** A request number: `C`, yyMMddHHmmss in Beijing time and 6 random digits. */
function newRequestNo(now: Date): string {
  const stamp = beijingIso(now).replace(/\D/g, '').slice(2, 14);
  return `C${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/** Who submits: a member (`memberId`) or a visitor, from address `ip`. */
export interface From {
  memberId?: string;
  ip: string;
}

/** The request's own fields, stored under the kind with the common columns. */
export type RequestFields = Omit<
  CooperationInsert,
  'requestNo' | 'kind' | 'memberId' | 'state' | 'createdAt' | 'updatedAt'
>;

/** A kind's two limits: per address an hour, per contact mobile a day. */
export type RequestLimits = readonly [perIp: LimitName, perMobile: LimitName];
const COOPERATION_LIMITS: RequestLimits = ['cooperationIpHour', 'cooperationMobileDay'];

/**
 * Spends one of each limit, per address and per contact mobile (so a stranger can flood neither
 * the queue nor one person's phone with call-backs).
 * @throws AppError 10029 (too many requests) when a limit is spent.
 */
export async function spendLimits(
  deps: CooperationDeps,
  limits: RequestLimits,
  ip: string,
  mobile: string,
): Promise<void> {
  const allowed = await deps.limits.consumeAll([
    [limits[0], ip],
    [limits[1], mobile],
  ]);
  if (!allowed) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, '提交过于频繁，请稍后再试');
}

/** Stores a request of `kind` as 已提交 (the limits already spent). */
export async function storeRequest(
  deps: CooperationDeps,
  kind: CooperationKind,
  fields: RequestFields,
  from: From,
): Promise<CooperationSubmitResult> {
  const now = deps.now();
  const row = await insertCooperation(deps.db, {
    ...fields,
    requestNo: newRequestNo(now),
    kind,
    memberId: from.memberId ?? null,
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

/**
 * Stores a request of `kind` as 已提交 after the limits per address and per contact mobile.
 * @throws AppError 10029 (too many requests) when a limit is spent.
 */
async function submitRequest(
  deps: CooperationDeps,
  kind: CooperationKind,
  fields: RequestFields,
  from: From,
): Promise<CooperationSubmitResult> {
  await spendLimits(deps, COOPERATION_LIMITS, from.ip, fields.contactMobile);
  return storeRequest(deps, kind, fields, from);
}

/**
 * Stores an official body's cooperation request (已提交) for the staff to follow up, from a
 * visitor or a member. The rate limits shared by every kind apply (`submitRequest`).
 * @throws AppError 10029 (too many requests) when a limit is spent.
 */
export function submitOfficial(deps: CooperationDeps, body: OfficialSubmitBody, from: From) {
  const { orgName, creditCode, contactName, mobile, email, services, remarks } = body;
  const details = {
    orgType: body.orgType,
    budgetLevel: body.budgetLevel,
    region: body.region,
    position: body.position,
    yearlyTrips: body.yearlyTrips,
    officialCard: body.officialCard,
  };
  const fields = { orgName, creditCode, contactName, contactEmail: email, services, remarks };
  return submitRequest(deps, 'OFFICIAL', { ...fields, contactMobile: mobile, details }, from);
}

/**
 * Stores a company's 企业商旅 application (kind COMPANY, 已提交) for the staff to follow up as
 * they do official requests: the company name in `orgName`, the products in `services`, size,
 * travel volume and position in `details`. Same limits as every kind.
 * @throws AppError 10029 (too many requests) when a limit is spent.
 */
export function submitCompany(deps: CooperationDeps, body: CompanySubmitBody, from: From) {
  const details = {
    companySize: body.companySize,
    travelVolume: body.travelVolume,
    position: body.position,
  };
  return submitRequest(
    deps,
    'COMPANY',
    {
      orgName: body.companyName,
      creditCode: body.creditCode,
      contactName: body.contactName,
      contactMobile: body.mobile,
      contactEmail: body.email,
      services: body.products,
      remarks: body.remarks,
      details,
    },
    from,
  );
}

/** A request as its member's account lists it, with a custom trip's current quote at `now`. */
function mineItem(row: CooperationRow, quote: CustomQuoteRow | undefined, now: Date) {
  const kind = row.kind as CooperationKind;
  const state = row.state as CooperationState;
  return {
    requestNo: row.requestNo,
    kind,
    kindLabel: COOPERATION_KIND_LABEL[kind] ?? row.kind,
    orgName: row.orgName,
    serviceLabels: row.services.map((s) => cooperationServiceLabel(kind, s)),
    state,
    stateLabel: COOPERATION_STATE_LABEL[state] ?? row.state,
    submittedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    perPersonRange: kind === 'TOUR_CUSTOM' ? customRangeOf(row.details) : null,
    quote: quote ? customQuoteView(quote, now) : null,
  };
}

/** The per-person range a custom trip was answered with (kept in its details), or null. */
function customRangeOf(details: unknown): { lowFen: number; highFen: number } | null {
  const estimate = (details as { estimate?: { perPerson?: unknown } } | null)?.estimate;
  const r = estimate?.perPerson as { lowFen?: unknown; highFen?: unknown } | undefined;
  return typeof r?.lowFen === 'number' && typeof r.highFen === 'number'
    ? { lowFen: r.lowFen, highFen: r.highFen }
    : null;
}

/**
 * Member `memberId`'s own cooperation requests (official, company, custom trips), newest first, paged,
 * a custom trip with its consultant's current quote; never another member's nor a visitor's.
 */
export async function listMine(
  deps: Pick<CooperationDeps, 'db' | 'now'>,
  memberId: string,
  page: { page: number; pageSize: number },
): Promise<CooperationMineResult> {
  const { total, rows } = await listMemberCooperations(deps.db, memberId, page);
  const quotes = await currentQuotesOf(
    deps.db,
    rows.filter((r) => r.kind === 'TOUR_CUSTOM').map((r) => r.id),
  );
  const now = deps.now();
  const quoteOf = (id: string) => quotes.find((q) => q.requestId === id);
  return { ...page, total, items: rows.map((r) => mineItem(r, quoteOf(r.id), now)) };
}
