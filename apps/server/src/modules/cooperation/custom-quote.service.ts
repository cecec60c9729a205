import {
  beijingIso,
  COOPERATION_STATE_LABEL,
  CUSTOM_QUOTE_LIMITS,
  ErrorCode,
  TOUR_CUSTOM_KIND,
  yuanAmount,
  type CooperationState,
  type CustomQuoteAcceptBody,
  type CustomQuoteView,
  type StaffCustomQuoteBody,
} from '@lvxing/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import type { StaffActor } from '../staff/staff-view';
import type { CooperationStaffDeps } from './cooperation-staff.service';
import {
  findCooperation,
  setCooperationState,
  type CooperationStaffRow,
} from './cooperation-staff.repository';
import {
  insertCustomQuote,
  quotesOfRequest,
  setQuoteAccepted,
  type CustomQuoteRow,
} from './custom-quote.repository';

const DAY_MS = 86_400_000;
/** States a consultant may quote in: once the request is 已受理 (the quote moves it to 洽谈中). */
const QUOTABLE: readonly string[] = ['ACCEPTED', 'NEGOTIATING'];

/** A quote version as the console and the member read it at `now`. */
export function customQuoteView(row: CustomQuoteRow, now: Date): CustomQuoteView {
  return {
    version: row.version,
    adultFen: row.adultFen,
    childFen: row.childFen,
    adults: row.adults,
    children: row.children,
    totalFen: row.totalFen,
    validUntil: row.validUntil.toISOString(),
    plan: row.plan,
    quotedAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    expired: row.acceptedAt === null && row.validUntil <= now,
  };
}

/** The party a custom trip was asked for (its stored form), adults at least one. */
function partyOf(row: CooperationStaffRow): { adults: number; children: number } {
  const trip = (row.details as { trip?: { adults?: unknown; children?: unknown } } | null)?.trip;
  const adults = typeof trip?.adults === 'number' ? trip.adults : 1;
  const children = typeof trip?.children === 'number' ? trip.children : 0;
  return { adults: Math.max(1, adults), children: Math.max(0, children) };
}

const stateLabel = (s: string) => COOPERATION_STATE_LABEL[s as CooperationState] ?? s;

/** Why request `row` cannot be quoted now, or null when it can. */
function notQuotable(row: CooperationStaffRow): string | null {
  if (row.kind !== TOUR_CUSTOM_KIND) return '只有定制游需求可以报价';
  if (QUOTABLE.includes(row.state)) return null;
  if (row.state === 'SUBMITTED') return '请先受理该申请再报价';
  return `该申请当前为“${stateLabel(row.state)}”，不能再报价`;
}

/** @throws AppError 10001 when `validUntil` is past or more than the limit's days ahead. */
function validUntilOf(body: StaffCustomQuoteBody, now: Date): Date {
  const at = new Date(body.validUntil);
  if (at <= now) throw new AppError(ErrorCode.INVALID_PARAMS, '报价有效期应晚于当前时间');
  if (at.getTime() - now.getTime() > CUSTOM_QUOTE_LIMITS.validDaysMax * DAY_MS) {
    throw new AppError(
      ErrorCode.INVALID_PARAMS,
      `报价有效期最长${CUSTOM_QUOTE_LIMITS.validDaysMax}天`,
    );
  }
  return at;
}

/**
 * A consultant's quote for custom trip `body.requestNo`: a new version (the previous ones
 * superseded) priced for the party the member asked for, total = adults × adult price + children ×
 * child price (fen); a request 已受理 moves to 洽谈中. The request row is locked, and the quote
 * commits with its audit row COOPERATION_QUOTE (before: state; after: state, version, total and a
 * note for the history) or not at all.
 * @throws AppError 30010 no such request; 25008 not a custom trip, or not 已受理/洽谈中 (the
 *   message says which); 10001 validity past or beyond `CUSTOM_QUOTE_LIMITS.validDaysMax` days.
 */
export async function quoteForStaff(
  deps: CooperationStaffDeps,
  body: StaffCustomQuoteBody,
  actor: StaffActor & { staffId: string },
): Promise<CustomQuoteView> {
  const now = deps.now();
  const validUntil = validUntilOf(body, now);
  const row = await deps.db.transaction(async (tx) => {
    const request = await findCooperation(tx, body.requestNo, true);
    if (!request) throw new AppError(ErrorCode.COOPERATION_NOT_FOUND);
    const why = notQuotable(request);
    if (why) throw new AppError(ErrorCode.CUSTOM_QUOTE_STATE, why);
    const [current] = await quotesOfRequest(tx, request.id);
    const { adults, children } = partyOf(request);
    const totalFen = adults * body.adultFen + children * body.childFen;
    const quote = await insertCustomQuote(tx, {
      requestId: request.id,
      version: (current?.version ?? 0) + 1,
      adultFen: body.adultFen,
      childFen: body.childFen,
      adults,
      children,
      totalFen,
      validUntil,
      plan: body.plan,
      staffId: actor.staffId,
      createdAt: now,
    });
    await setCooperationState(tx, request.id, 'NEGOTIATING', now);
    await deps.appendAudit(tx, {
      at: now,
      staffId: actor.staffId,
      action: 'COOPERATION_QUOTE',
      objectType: 'COOPERATION',
      objectId: request.requestNo,
      before: { state: request.state },
      after: {
        state: 'NEGOTIATING',
        version: quote.version,
        totalFen,
        note: `报价第${quote.version}版：合计${yuanAmount(totalFen)}，有效期至${beijingIso(validUntil).slice(0, 16).replace('T', ' ')}`,
      },
      ip: actor.ip,
    });
    return quote;
  });
  return customQuoteView(row, now);
}

/**
 * Member `memberId` accepts version `body.version` of their custom trip's quote: it must be the
 * current version, still valid, and the request 洽谈中. Accepting twice answers the same quote.
 * The consultant then sends the 旅游合同 and moves the request to 已签约 in the console.
 * @throws AppError 30010 no such request of this member (another member's answers the same);
 *   25007 a newer version superseded it; 25006 past its validity; 25008 the request is no longer
 *   being negotiated.
 */
export async function acceptQuote(
  deps: { db: Db; now: Clock },
  memberId: string,
  body: CustomQuoteAcceptBody,
): Promise<CustomQuoteView> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const request = await findCooperation(tx, body.requestNo, true);
    if (!request || request.memberId !== memberId) {
      throw new AppError(ErrorCode.COOPERATION_NOT_FOUND);
    }
    const [current] = await quotesOfRequest(tx, request.id);
    if (!current || current.version !== body.version) {
      throw new AppError(ErrorCode.CUSTOM_QUOTE_SUPERSEDED);
    }
    if (current.acceptedAt) return current;
    if (request.state !== 'NEGOTIATING') {
      throw new AppError(
        ErrorCode.CUSTOM_QUOTE_STATE,
        `该申请当前为“${stateLabel(request.state)}”，不能接受报价`,
      );
    }
    if (current.validUntil <= now) throw new AppError(ErrorCode.CUSTOM_QUOTE_EXPIRED);
    return setQuoteAccepted(tx, current.id, now);
  });
  return customQuoteView(row, now);
}
