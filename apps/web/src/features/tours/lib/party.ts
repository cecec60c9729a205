import { TOUR_CHILD_AGE, TOUR_MAX_TRAVELLERS, type TourDepartureView } from '@lvxing/shared';

/** A child on the booking: age on the departure day (2–11) and whether it takes a bed (占床). */
export interface PartyChild {
  age: number;
  bed: boolean;
}

/** Who travels: adults (at least 1) and children, at most TOUR_MAX_TRAVELLERS together. */
export interface Party {
  adults: number;
  children: PartyChild[];
}

/** A price line of the breakdown: what, unit price and count (fen). */
export interface PriceLine {
  label: string;
  unitFen: number;
  count: number;
}

/** The default child added by 儿童 +: 6 years old, with a bed. */
export const NEW_CHILD: PartyChild = { age: 6, bed: true };

/**
 * The `children` query entry of the booking page (agreed with its page): `age:bed` per child,
 * comma-separated, bed 1 or 0 (`8:1,5:0`).
 */
export function childrenParam(children: readonly PartyChild[]): string {
  return children.map((c) => `${c.age}:${c.bed ? 1 : 0}`).join(',');
}

/** Children read back from {@link childrenParam}; malformed entries and bad ages are dropped. */
export function parseChildren(text: string | null): PartyChild[] {
  if (!text) return [];
  return text.split(',').flatMap((part) => {
    const m = /^(\d{1,2}):([01])$/.exec(part.trim());
    const age = m ? Number(m[1]) : NaN;
    if (!m || age < TOUR_CHILD_AGE.min || age > TOUR_CHILD_AGE.max) return [];
    return [{ age, bed: m[2] === '1' }];
  });
}

/** How many more travellers the party may take (0: the order is full). */
export const roomLeft = (p: Party) => TOUR_MAX_TRAVELLERS - p.adults - p.children.length;

/**
 * The tour price of `party` on `dep`, line by line (成人, 儿童占床, 儿童不占床; lines with
 * nobody left out) and in total, fen. 单房差 and insurance are chosen on the booking page and
 * are not in it.
 */
export function priceParty(party: Party, dep: TourDepartureView) {
  const withBed = party.children.filter((c) => c.bed).length;
  const noBed = party.children.length - withBed;
  const lines: PriceLine[] = [
    { label: '成人', unitFen: dep.adultFen, count: party.adults },
    { label: '儿童（占床）', unitFen: dep.childWithBedFen, count: withBed },
    { label: '儿童（不占床）', unitFen: dep.childNoBedFen, count: noBed },
  ].filter((l) => l.count > 0);
  const totalFen = lines.reduce((s, l) => s + l.unitFen * l.count, 0);
  return { lines, totalFen };
}

/**
 * Why `party` cannot book `dep`, or null: not on sale, or fewer places left than travellers.
 * (Children's ages and the party size are kept valid by the picker itself.)
 */
export function partyProblem(party: Party, dep: TourDepartureView): string | null {
  if (!dep.onSale) return '该团期已停止报名，请选择其他日期';
  const travellers = party.adults + party.children.length;
  if (travellers > dep.left) return `该团期仅剩${dep.left}个名额，请减少出游人数或选择其他日期`;
  return null;
}

/** The booking page's address for `productCode` on `date` with `party`. */
export function bookHref(productCode: string, date: string, party: Party): string {
  const q = new URLSearchParams({ productCode, date, adults: String(party.adults) });
  if (party.children.length) q.set('children', childrenParam(party.children));
  return `/travel/book?${q}`;
}
