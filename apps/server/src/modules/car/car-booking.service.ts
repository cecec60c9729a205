import type { z } from 'zod';
import {
  beijingToday,
  ErrorCode,
  type CarRentalBookResult,
  type carRentalBookBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { distanceKm } from '../../lib/catalog/geo';
import { insertOrder } from '../orders/order.service';
import { carPrice, getCarCatalog } from './catalog';
import type { CarDeps } from './car.deps';
import { openRentalHolds, sandboxCreditApproves } from './car-deposits';
import { checkDriver } from './car-driver';
import { CAR_TURNAROUND_MINUTES, takeCar } from './car-inventory';
import { bookableOffer } from './car-offer-lookup';
import { bookedPrice, carSnapshot, carTitle, type CarOrderDetail } from './car-order-snapshot';
import { insertRental } from './car-rentals.repository';
import { carRulesOn, type CarRules } from './car-rules';
import { beijingInstant, checkRentalPeriod } from './car-time';

type Body = z.output<typeof carRentalBookBody>;

/** Minutes a new rental order waits for its payment (the site's rule, as for tickets). */
export const CAR_PAY_MINUTES = 30;

const placeOf = (s: { id: string; name: string; address: string }) => ({
  id: s.id,
  name: s.name,
  address: s.address,
});

/** The order's rental as sold: offer, stores, period, price lines and the cancel terms. */
function rentalDetail(b: Body, rules: CarRules): CarOrderDetail {
  const { entry, pickup, dropoff, otherCity } = bookableOffer(b);
  const supplier = getCarCatalog().supplierByCode.get(entry.supplierCode)!;
  const base = carPrice(
    {
      pickupAt: b.pickupAt,
      returnAt: b.returnAt,
      dailyRentFen: entry.dailyRentFen,
      oneWayKm: otherCity ? distanceKm(pickup, dropoff) : null,
    },
    rules,
  );
  const { lines } = bookedPrice(base, b, rules);
  const freeHours = supplier.freeCancel ? 0 : rules.cancel.freeHoursBefore;
  const pickupAt = beijingInstant(b.pickupAt);
  return {
    offerId: b.offerId,
    classCode: entry.classCode,
    modelName: entry.model.name,
    supplierName: supplier.name,
    pickupStore: placeOf(pickup),
    dropoffStore: placeOf(dropoff),
    pickupAt: b.pickupAt,
    returnAt: b.returnAt,
    dailyRentFen: entry.dailyRentFen,
    rentDays: base.rentDays,
    insuranceTier: b.insuranceTier,
    childSeats: b.childSeats,
    lines,
    freeCancelUntil: new Date(pickupAt.getTime() - freeHours * 3_600_000).toISOString(),
    lateFeeFen: rules.cancel.lateFeeRentDays * entry.dailyRentFen,
    noShowFeeFen: rules.cancel.noShowFeeRentDays * entry.dailyRentFen,
    deposits: {
      vehicleFen: rules.deposits.vehicleFen[entry.classCode],
      violationFen: rules.deposits.violationFen,
      releaseDays: rules.deposits.releaseDays,
    },
  };
}

/**
 * Books a rental (POST /api/car/rental/book): the period (`checkRentalPeriod`), the offer and its
 * stores, the driver (`car.driver`), the all-in price computed again here under the day's rules
 * (never the client's) against the total shown; then in one transaction takes a car from the
 * pick-up counter (`takeCar`: counters locked, the running balance never below zero), writes the
 * order through the order core (待支付 for 30 minutes, the driver as its person, ID encrypted),
 * its `car_rentals` row and, unless 免押 (the supplier offers it and the sandbox credit check
 * approves), the two deposit holds for the driver to authorise.
 * @throws AppError 26001–26007, 16002 (no provider holds deposits)
 */
export async function bookRental(
  deps: CarDeps,
  memberId: string,
  b: Body,
): Promise<CarRentalBookResult> {
  const now = deps.now();
  checkRentalPeriod(b.pickupAt, b.returnAt, now);
  const rules = await carRulesOn(deps.db, beijingToday(now));
  const d = rentalDetail(b, rules);
  const born = checkDriver(b.driver, d.classCode, b.pickupAt.slice(0, 10), rules.driver);
  const totalFen = d.lines.reduce((s, l) => s + l.amountFen, 0);
  if (totalFen !== b.expectedTotalFen) {
    throw new AppError(ErrorCode.CAR_PRICE_CHANGED, undefined, { totalFen });
  }
  const { entry, moved } = bookableOffer(b);
  const supplier = getCarCatalog().supplierByCode.get(entry.supplierCode)!;
  const depositFree = supplier.depositFree && sandboxCreditApproves(b.driver.mobile);
  const pickupAt = beijingInstant(b.pickupAt);
  const returnAt = beijingInstant(b.returnAt);
  const backAt = new Date(returnAt.getTime() + CAR_TURNAROUND_MINUTES * 60_000);
  const counter = { supplierCode: entry.supplierCode, classCode: entry.classCode };
  const order = await deps.db.transaction(async (tx) => {
    await takeCar(tx, {
      pickup: { ...counter, storeId: d.pickupStore.id },
      dropoff: { ...counter, storeId: d.dropoffStore.id },
      fleet: entry.cars,
      from: pickupAt,
      backAt,
      oneWay: moved,
    });
    const row = await insertOrder(
      deps,
      tx,
      {
        memberId,
        kind: 'CAR',
        title: carTitle(d),
        travelDate: b.pickupAt.slice(0, 10),
        departsAt: pickupAt,
        arrivesAt: returnAt,
        totalFen,
        contact: b.contact,
        payDeadline: new Date(now.getTime() + CAR_PAY_MINUTES * 60_000),
        product: carSnapshot(d),
        passengers: [
          {
            name: b.driver.name,
            idType: '1',
            idNo: b.driver.idNo.toUpperCase(),
            birthDate: born,
            passengerType: 'ADT',
            priceFen: totalFen,
            // one driver, one car at a time of pick-up
            productKey: `CAR:${b.pickupAt}`,
          },
        ],
      },
      now,
    );
    await insertRental(tx, {
      orderId: row.id,
      pickupStoreId: d.pickupStore.id,
      dropoffStoreId: d.dropoffStore.id,
      ...counter,
      pickupAt,
      returnAt,
      backAt,
      oneWay: moved,
      insuranceTier: b.insuranceTier,
      childSeats: b.childSeats,
      licenseSince: b.driver.licenseSince,
      depositFree,
      priceLines: d.lines,
    });
    if (!depositFree) {
      const expiresAt = new Date(pickupAt.getTime() + rules.cancel.noShowGraceHours * 3_600_000);
      await openRentalHolds(deps, tx, row, { ...d.deposits, expiresAt, now });
    }
    return row;
  });
  return {
    orderNo: order.orderNo,
    totalFen: order.totalFen,
    payDeadline: order.payDeadline.toISOString(),
    depositFree,
  };
}
