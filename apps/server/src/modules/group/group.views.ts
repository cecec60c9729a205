import {
  GROUP_STATE_LABEL,
  maskMobile,
  type GroupDetail,
  type GroupIndicative,
  type GroupQuote,
  type GroupSegment,
  type GroupState,
  type GroupSummary,
} from '@lvxing/shared';
import type { GroupRow, QuoteRow } from './group.repository';

/** A quote version as shown; every version but the last is superseded. */
export function quoteView(q: QuoteRow, latest: number): GroupQuote {
  return {
    version: q.version,
    totalFen: q.totalFen,
    perPersonFen: q.perPersonFen,
    depositFen: q.depositFen,
    validUntil: q.validUntil.toISOString(),
    nameListDeadline: q.nameListDeadline,
    refundRules: q.refundRules,
    superseded: q.version < latest,
    createdAt: q.createdAt.toISOString(),
  };
}

/** The current (highest) quote version of a request's quotes, if any. */
export const currentOf = (quotes: QuoteRow[]): QuoteRow | undefined =>
  quotes.reduce<QuoteRow | undefined>((a, q) => (!a || q.version > a.version ? q : a), undefined);

const segmentsOf = (r: GroupRow) => r.segments as GroupSegment[];

/** The list view of a request with its current quote. */
export function summaryView(r: GroupRow, quotes: QuoteRow[]): GroupSummary {
  const segs = segmentsOf(r);
  const ind = r.indicative as GroupIndicative;
  const names = ind.segments.map((s) => `${s.fromName}—${s.toName}`);
  const current = currentOf(quotes);
  return {
    requestNo: r.requestNo,
    state: r.state as GroupState,
    stateLabel: GROUP_STATE_LABEL[r.state as GroupState] ?? r.state,
    tripType: r.tripType as GroupSummary['tripType'],
    route: names.join('，'),
    firstDate: segs[0]?.date ?? '',
    adults: r.adults,
    children: r.children,
    purpose: r.purpose as GroupSummary['purpose'],
    indicativeFen: ind.totalFen,
    submittedAt: r.createdAt.toISOString(),
    current: current ? quoteView(current, current.version) : null,
  };
}

/** The detail view (the member's: mobile masked), with every quote version, newest first. */
export function detailView(
  r: GroupRow,
  quotes: QuoteRow[],
  order: { state: string | null; balanceDue: boolean },
): GroupDetail {
  const latest = currentOf(quotes)?.version ?? 0;
  return {
    ...summaryView(r, quotes),
    cabin: r.cabin as GroupDetail['cabin'],
    segments: segmentsOf(r),
    needs: r.needs as GroupDetail['needs'],
    budgetBasis: r.budgetBasis as GroupDetail['budgetBasis'],
    budgetFen: r.budgetFen,
    orgName: r.orgName,
    contactName: r.contactName,
    mobile: maskMobile(r.contactMobile),
    remarks: r.remarks,
    indicative: r.indicative as GroupIndicative,
    quotes: quotes.map((q) => quoteView(q, latest)).sort((a, b) => b.version - a.version),
    orderNo: r.orderNo,
    orderState: order.state,
    balanceDue: order.balanceDue,
    closedReason: r.closedReason,
  };
}
