import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { KindRules } from '../settings/rule-admin.service';
import { getCarCatalog } from './catalog';
import { carRoutes } from './car.routes';
import { CAR_RULE_DEFINITIONS, seedCarRules } from './car-rules';

/**
 * Cars (用车), first slice: the rental catalogue (示例数据), its dated price rules and the rental
 * search. No orders yet, so not a `KindModule`: the app seeds its rules, lists them for the
 * console's rule editor and registers its calls.
 */
export const carModule = {
  /** The rental rules for the console (as a kind's rules). */
  rules: { kind: 'CAR', rules: CAR_RULE_DEFINITIONS } satisfies KindRules,
  seed: (db: Db) => seedCarRules(db),
  warm: () => void getCarCatalog(),
  async register(app: FastifyInstance, deps: { db: Db; now: Clock }) {
    await app.register(carRoutes, { deps });
  },
};
