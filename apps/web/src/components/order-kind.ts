import type { ProductKind } from '@lvxing/shared';

/** Words of the order and payment screens that depend on what was booked. */
export interface KindText {
  /** Title of the journey card: 航班信息 / 车次信息 / 班次信息. */
  journeyTitle: string;
  /** 乘机人 / 乘车人. */
  passengerTitle: string;
  /** Where to book again, with the link text. */
  searchTo: string;
  searchText: string;
  /** What a ticketed order means for the traveller. */
  ticketedHint: string;
}

const FLIGHT: KindText = {
  journeyTitle: '航班信息',
  passengerTitle: '乘机人',
  searchTo: '/ticket/search',
  searchText: '重新搜索航班',
  ticketedHint: '出票成功，请携带有效证件提前到达机场办理乘机手续',
};

const TEXTS: Partial<Record<ProductKind, KindText>> = {
  FLIGHT,
  TRAIN: {
    journeyTitle: '车次信息',
    passengerTitle: '乘车人',
    searchTo: '/train',
    searchText: '重新查询车次',
    ticketedHint: '出票成功，请携带购票时使用的有效证件，按车次时间提前到车站检票乘车',
  },
  BUS: {
    journeyTitle: '班次信息',
    passengerTitle: '乘车人',
    searchTo: '/train?type=bus',
    searchText: '重新查询班次',
    ticketedHint: '出票成功，请携带有效身份证件提前到达汽车站取票乘车',
  },
};

/** The words for an order of `kind` (flight wording for kinds without their own yet). */
export function kindText(kind: ProductKind): KindText {
  return TEXTS[kind] ?? FLIGHT;
}
