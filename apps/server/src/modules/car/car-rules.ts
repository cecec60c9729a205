import type { Db, Tx } from '../../db/client';
import { rulesByDay } from '../settings/rules-by-day';
import type { RuleDefinition } from '../settings/rule-definition';
import { ruleOn, seedRules } from '../settings/rule-settings.repository';
import {
  CAR_RULE_KEYS,
  CAR_RULE_SEEDS,
  carCancelSchema,
  carDepositsSchema,
  carDriverSchema,
  carFeesSchema,
  carInsuranceSchema,
  carOneWaySchema,
  carOvertimeSchema,
  type CarCancelRule,
  type CarDepositsRule,
  type CarDriverRule,
  type CarPriceRules,
} from './catalog';

/** The rental rules a 管理员 may change from the console. */
export const CAR_RULE_DEFINITIONS: readonly RuleDefinition[] = [
  { key: CAR_RULE_KEYS.overtime, label: '租车超时计费', schema: carOvertimeSchema },
  { key: CAR_RULE_KEYS.insurance, label: '租车保障服务', schema: carInsuranceSchema },
  { key: CAR_RULE_KEYS.fees, label: '租车手续费、夜间服务费与儿童座椅', schema: carFeesSchema },
  { key: CAR_RULE_KEYS.oneWay, label: '异地还车费', schema: carOneWaySchema },
  { key: CAR_RULE_KEYS.deposits, label: '租车押金', schema: carDepositsSchema },
  { key: CAR_RULE_KEYS.driver, label: '租车驾驶员要求', schema: carDriverSchema },
  { key: CAR_RULE_KEYS.cancel, label: '租车取消与未取车', schema: carCancelSchema },
];

/** Seeds the rental rules (idempotent; run at every start). */
export async function seedCarRules(db: Db | Tx): Promise<void> {
  await seedRules(db, CAR_RULE_SEEDS);
}

/** The rental rules in force on a day: the price rules and the deposits. */
export interface CarRules extends CarPriceRules {
  deposits: CarDepositsRule;
  driver: CarDriverRule;
  cancel: CarCancelRule;
}

/**
 * The rental rules in force on `day` (`YYYY-MM-DD`, Beijing), read once per day and database (a
 * new version takes effect from tomorrow at the earliest, 30013). A failed read is not kept.
 * @throws Error when a rule is missing (the seed did not run).
 */
export const carRulesOn: (db: Db | Tx, day: string) => Promise<CarRules> = rulesByDay(readRules);

async function readRules(db: Db | Tx, day: string): Promise<CarRules> {
  const k = CAR_RULE_KEYS;
  const [overtime, insurance, fees, oneWay, deposits, driver, cancel] = await Promise.all([
    ruleOn<CarRules['overtime']>(db, k.overtime, day),
    ruleOn<CarRules['insurance']>(db, k.insurance, day),
    ruleOn<CarRules['fees']>(db, k.fees, day),
    ruleOn<CarRules['oneWay']>(db, k.oneWay, day),
    ruleOn<CarRules['deposits']>(db, k.deposits, day),
    ruleOn<CarRules['driver']>(db, k.driver, day),
    ruleOn<CarRules['cancel']>(db, k.cancel, day),
  ]);
  if (!overtime || !insurance || !fees || !oneWay || !deposits || !driver || !cancel)
    throw new Error(`car rules missing on ${day}`);
  return { overtime, insurance, fees, oneWay, deposits, driver, cancel };
}
