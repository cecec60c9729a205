import {
  VISA_CASE_STATE_LABEL,
  type ApplicantType,
  type OrderVisa,
  type VisaCaseState,
  type VisaCaseView,
  type VisaItemState,
  type VisaItemView,
} from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import type { OrderRow } from '../orders/product';
import { UPLOAD_STATES, abortRefundFen } from './visa-case-rules';
import { pricePerApplicant, visaOf } from './visa-order-snapshot';
import {
  applicantsOf,
  itemFilesOf,
  itemsOf,
  stepsOf,
  type VisaApplicantRow,
  type VisaItemFileRow,
  type VisaItemRow,
  type VisaStepRow,
} from './visa.repository';

/** One applicant's case as read: the applicant, its items with their files, its history. */
export interface VisaCaseRows {
  applicant: VisaApplicantRow;
  items: VisaItemRow[];
  files: VisaItemFileRow[];
  steps: VisaStepRow[];
}

const groupBy = <T, K>(rows: T[], key: (r: T) => K) => {
  const m = new Map<K, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
};

/** The cases of some applicants (items, files, history: three queries for all of them). */
export async function casesOf(
  db: Db | Tx,
  applicants: VisaApplicantRow[],
): Promise<VisaCaseRows[]> {
  const ids = applicants.map((a) => a.id);
  const [items, steps] = await Promise.all([itemsOf(db, ids), stepsOf(db, ids)]);
  const files = await itemFilesOf(
    db,
    items.map((i) => i.id),
  );
  const itemsBy = groupBy(items, (i) => i.applicantId);
  const stepsBy = groupBy(steps, (s) => s.applicantId);
  return applicants.map((a) => {
    const mine = itemsBy.get(a.id) ?? [];
    const itemIds = new Set(mine.map((i) => i.id));
    return {
      applicant: a,
      items: mine,
      files: files.filter((f) => itemIds.has(f.itemId)),
      steps: stepsBy.get(a.id) ?? [],
    };
  });
}

/** The cases of a page of orders, by order id (the order views' extras). */
export async function casesByOrder(
  db: Db,
  orders: OrderRow[],
): Promise<ReadonlyMap<string, VisaCaseRows[]>> {
  const visas = orders.filter((o) => o.kind === 'VISA');
  const cases = await casesOf(
    db,
    await applicantsOf(
      db,
      visas.map((o) => o.id),
    ),
  );
  return groupBy(cases, (c) => c.applicant.orderId);
}

/** The required items still without a file, or sent back (what keeps a case from review). */
export function missingItems(c: VisaCaseRows): VisaItemRow[] {
  return c.items.filter((i) => i.required && (i.state === 'MISSING' || i.state === 'REJECTED'));
}

function itemView(item: VisaItemRow, files: VisaItemFileRow[]): VisaItemView {
  return {
    id: item.itemId,
    name: item.name,
    description: item.description,
    required: item.required,
    state: item.state as VisaItemState,
    reason: item.reason,
    files: files
      .filter((f) => f.itemId === item.id)
      .map(({ id, name, size, mime }) => ({ id, name, size, mime })),
  };
}

/** One case as the member and the staff see it, given its paid order. */
export function caseView(order: OrderRow, c: VisaCaseRows): VisaCaseView {
  const a = c.applicant;
  const state = a.state as VisaCaseState;
  const processing = order.state === 'PROCESSING';
  return {
    applicantId: a.id,
    name: a.name,
    pinyin: `${a.surnamePinyin} ${a.givenNamePinyin}`,
    applicantType: a.applicantType as ApplicantType,
    state,
    stateLabel: VISA_CASE_STATE_LABEL[state],
    canSubmit: processing && UPLOAD_STATES.includes(state) && missingItems(c).length === 0,
    abortRefundFen: processing ? abortRefundFen(visaOf(order).fees, state) : null,
    items: c.items.map((i) => itemView(i, c.files)),
    history: c.steps.map((s) => ({
      state: s.state as VisaCaseState,
      label: VISA_CASE_STATE_LABEL[s.state as VisaCaseState],
      at: s.at.toISOString(),
      note: s.note,
    })),
  };
}

/** The order detail's VISA part. */
export function orderVisaView(order: OrderRow, cases: VisaCaseRows[] | undefined): OrderVisa {
  const d = visaOf(order);
  return {
    visaCode: d.visaCode,
    title: d.title,
    countryName: d.countryName,
    consulateCity: d.consulateCity,
    departDate: d.departDate,
    returnDate: d.returnDate,
    passportHandover: d.passportHandover,
    priceFen: pricePerApplicant(d),
    cases: (cases ?? []).map((c) => caseView(order, c)),
  };
}
