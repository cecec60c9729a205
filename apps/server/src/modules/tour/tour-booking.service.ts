import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  ErrorCode,
  addDays,
  beijingToday,
  type TourBookResult,
  type tourBookBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { insertOrder } from '../orders/order.service';
import { resolveBookingPeople } from '../passengers/booking-people.service';
import type { TourDeparture, TourProduct } from './catalog';
import { departureFor } from './tour-calendar';
import { productOf } from './tour-detail.service';
import type { TourDeps } from './tour.deps';
import { insertTourBooking } from './tour-bookings.repository';
import { departureRowsOf, departureKey, holdPlaces } from './tour-departures.repository';
import { priceTour, tourSnapshot, type TourParty } from './tour-order-snapshot';
import { decideOnOf, formsAsGroup, noticeDaysOf, tourRulesOn, type TourRules } from './tour-rules';
import { departureView } from './tour-sale';
import { checkTravellers, type CheckedTraveller } from './tour-travellers';

type Body = z.output<typeof tourBookBody>;

/** Where the ladders come from, as the contract cites them (the rows' own sources say more). */
const LADDER_SOURCE = {
  DOMESTIC: '《旅游法》第65条；《团队境内旅游合同（示范文本）》GF—2014—2401',
  OUTBOUND: '《旅游法》第65条；《团队出境旅游合同（示范文本）》GF—2014—2402',
} as const;

const NOT_FORMED_TEXT = '该团期未达最低成团人数，已取消，请选择其他出发日期';

/** A contract number: `TC` + the Beijing date + 6 random digits (unique index on it). */
const newContractNo = (today: string) =>
  `TC${today.replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/**
 * The departure as bookable now. @throws AppError 25002 not a departure day of the product,
 * 截止报名 passed, or a group that did not form (or no longer can)
 */
async function bookableDeparture(deps: TourDeps, p: TourProduct, date: string, rules: TourRules) {
  const today = beijingToday(deps.now());
  const dep = departureFor(p, date, today);
  if (!dep)
    throw new AppError(ErrorCode.TOUR_DEPARTURE_CLOSED, '该日期没有此产品的团期或已截止报名');
  const rows = await departureRowsOf(deps.db, [p.code]);
  const view = departureView(p, dep, rows.get(departureKey(p.code, date)), today, rules.notice);
  if (!view.onSale && view.left > 0) {
    throw new AppError(
      ErrorCode.TOUR_DEPARTURE_CLOSED,
      today > view.signupCloses ? `该团期已于${view.signupCloses}截止报名` : NOT_FORMED_TEXT,
    );
  }
  return { dep, today };
}

/** The party's size against the product: 起订人数 for the types that form with their booking. */
function checkParty(p: TourProduct, party: TourParty) {
  const size = party.adults + party.children.length;
  if (!formsAsGroup(p) && size < p.minGroupSize) {
    throw new AppError(ErrorCode.TOUR_PARTY_INVALID, `该产品${p.minGroupSize}人起订`);
  }
}

/** The order's people: each traveller with the price of its place. */
function passengerRows(
  p: TourProduct,
  dep: TourDeparture,
  party: TourParty,
  people: CheckedTraveller[],
) {
  return people.map((t, i) => {
    const child = party.children[i - party.adults];
    return {
      name: t.name,
      idType: t.idType,
      idNo: t.idNo,
      birthDate: t.birthDate,
      passengerType: t.passengerType,
      priceFen: child ? (child.bed ? dep.childWithBedFen : dep.childNoBedFen) : dep.adultFen,
      productKey: `TOUR:${p.code}:${dep.date}`,
    };
  });
}

/**
 * Books a departure (POST /api/tour/order/create): the product, the departure on sale, the party
 * (起订人数), the travellers (`checkTravellers`) and the total shown, then in one transaction
 * takes the places (`holdPlaces`: the departure row locked, never past its stock; a 私家团, 自由行
 * or 当地玩乐 departure forms with it) and writes the order through the order core (待支付 for the
 * `tour.payment_hold`, 30 min), its travellers and its `tour_bookings` row with the contract
 * number; the contract's content is the order's snapshot.
 * @throws AppError 25001, 25002, 25003 (places left in the message), 25004 (`data.totalFen`),
 *   25005, 14005 (a traveller)
 */
export async function bookTour(
  deps: TourDeps,
  memberId: string,
  body: Body,
): Promise<TourBookResult> {
  const product = productOf(body.productCode);
  const now = deps.now();
  const rules = await tourRulesOn(deps.db, beijingToday(now));
  const { dep, today } = await bookableDeparture(deps, product, body.date, rules);
  const party: TourParty = {
    adults: body.adults,
    children: body.children,
    singleRooms: body.singleRooms,
    insurance: body.insurance,
  };
  checkParty(product, party);
  const returnDate = addDays(dep.date, product.days - 1);
  const resolved = await resolveBookingPeople(deps, memberId, body.travellers, {
    travelDate: returnDate,
    international: product.scope === 'OUTBOUND',
  });
  const people = checkTravellers(
    product,
    dep.date,
    returnDate,
    body.adults,
    body.children,
    resolved,
  );
  const priced = priceTour(product, dep, party);
  if (priced.totalFen !== body.expectedTotalFen) {
    throw new AppError(ErrorCode.TOUR_PRICE_CHANGED, undefined, { totalFen: priced.totalFen });
  }
  const group = formsAsGroup(product);
  const contractNo = newContractNo(today);
  const order = await deps.db.transaction(async (tx) => {
    const seed = {
      productCode: product.code,
      date: dep.date,
      stock: dep.stock,
      groupMin: dep.groupMin,
      decideOn: decideOnOf(product, dep.date, rules.notice),
    };
    const held = await holdPlaces(tx, seed, priced.travellers, !group);
    if ('left' in held) {
      if (held.state === 'NOT_FORMED') {
        throw new AppError(ErrorCode.TOUR_DEPARTURE_CLOSED, NOT_FORMED_TEXT);
      }
      throw new AppError(
        ErrorCode.TOUR_SOLD_OUT,
        held.left > 0 ? `该团期仅剩${held.left}个名额` : '该团期已满，请选择其他出发日期',
      );
    }
    const row = await insertOrder(
      deps,
      tx,
      {
        memberId,
        kind: 'TOUR',
        title: product.title,
        travelDate: dep.date,
        departsAt: new Date(`${dep.date}T${product.meetingPoint.time}:00+08:00`),
        arrivesAt: new Date(`${returnDate}T20:00:00+08:00`),
        totalFen: priced.totalFen,
        contact: body.contact,
        payDeadline: new Date(now.getTime() + rules.holdMinutes * 60_000),
        product: tourSnapshot({
          product,
          departure: dep,
          party,
          priced,
          contractNo,
          formsAsGroup: group,
          noticeDays: group ? noticeDaysOf(product, rules.notice) : 0,
          ladder: rules.ladders[product.scope].tiers,
          ladderSource: LADDER_SOURCE[product.scope],
        }),
        passengers: passengerRows(product, dep, party, people),
      },
      now,
    );
    await insertTourBooking(tx, {
      orderId: row.id,
      productCode: product.code,
      date: dep.date,
      returnDate,
      travellers: priced.travellers,
      contractNo,
    });
    return row;
  });
  return {
    orderNo: order.orderNo,
    totalFen: order.totalFen,
    payDeadline: order.payDeadline.toISOString(),
  };
}
