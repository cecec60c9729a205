import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PiiCipher } from '../../lib/pii-cipher';
import type { OrderDeps } from '../orders/order.deps';
import { studentStatusEnds, studentTicketRuleOn } from '../train/train-discounts.service';
import { isTrainCity } from '../train/train-stations.service';
import { sandboxStudentVerifier, type StudentVerifier } from './student-verifier';

/** What the saved-passenger calls need. */
export interface PassengerDeps {
  db: Db;
  now: Clock;
  /** Encrypts the ID, passport and certificate numbers and hashes the ID numbers. */
  pii: PiiCipher;
  /** Verifies student profiles on save (only the sandbox exists). */
  verifier: StudentVerifier;
}

/**
 * The module's deps from the order core's: its database, clock and cipher, and the student
 * verifier, the sandbox (the 优惠区间 cities and the school year asked of the train module).
 */
export function passengerDeps(orders: Pick<OrderDeps, 'db' | 'now' | 'pii'>): PassengerDeps {
  const verifier = sandboxStudentVerifier({
    isCity: isTrainCity,
    statusEnds: async (profile, today) =>
      studentStatusEnds(profile, (await studentTicketRuleOn(orders.db, today)).schoolYearStart),
  });
  return { db: orders.db, now: orders.now, pii: orders.pii, verifier };
}
