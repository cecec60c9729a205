// The sandbox dispatch's driver card: a driver, a car of the class and a local plate, drawn
// deterministically from the order (示例数据: no real fleet is asked).
import type { TransferClass } from '@lvxing/shared';
import { intIn, pick, seeded } from '../../lib/catalog/prng';
import { COMMON_SURNAMES } from '../../lib/catalog/surnames';
import type { DriverCard } from './transfer-bookings.repository';

// the drivers' surnames: the fourteen most common
const SURNAMES = COMMON_SURNAMES.slice(0, 14);
const COLOURS = ['白色', '黑色', '银色', '灰色', '深蓝色'];
/** Real models of each class (the classes' sample models). */
const MODELS: Readonly<Record<TransferClass, readonly string[]>> = {
  ECONOMY5: ['大众朗逸', '丰田卡罗拉', '日产轩逸'],
  COMFORT5: ['大众帕萨特', '丰田凯美瑞', '本田雅阁'],
  BUSINESS7: ['别克GL8', '本田奥德赛', '丰田赛那'],
  LUXURY: ['奔驰E级', '宝马5系', '奥迪A6L'],
};
/** The plate's province abbreviation and city letter by hotel-catalog city code prefix. */
const PLATE_PREFIX: Readonly<Record<string, string>> = {
  '11': '京A',
  '31': '沪A',
  '44': '粤A',
  '51': '川A',
  '33': '浙A',
  '32': '苏A',
  '50': '渝A',
  '42': '鄂A',
  '61': '陕A',
  '12': '津A',
};
const PLATE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** The driver card of an order (the same for the same order: a retried dispatch draws it again). */
export function sandboxDriver(orderId: string, cls: TransferClass, cityCode: string): DriverCard {
  const r = seeded(`transfer-driver:${orderId}`);
  const plateTail = Array.from({ length: 5 }, () => pick(r(), [...PLATE_CHARS])).join('');
  const mobileTail = String(intIn(r(), 0, 99_999_999)).padStart(8, '0');
  return {
    name: `${pick(r(), SURNAMES)}师傅`,
    phone: `139${mobileTail}`,
    plate: `${PLATE_PREFIX[cityCode.slice(0, 2)] ?? '沪A'}·${plateTail}`,
    car: pick(r(), MODELS[cls]),
    colour: pick(r(), COLOURS),
  };
}
