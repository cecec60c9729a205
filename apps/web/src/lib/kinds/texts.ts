import { isSaleKind, type SaleKind } from '@lvxing/shared';
import { KIND_INFO, searchHref } from './index';
import type { KindText } from './types';

/**
 * The wording of each kind's orders (order and payment screens), apart from the descriptors so
 * that it loads with those screens, not with every page. Exhaustive over `SaleKind`: a new kind
 * is a compile error until it has its words here.
 */
const KIND_TEXT: { readonly [K in SaleKind]: Omit<KindText, 'searchTo'> } = {
  FLIGHT: {
    journeyTitle: '航班信息',
    passengerTitle: '乘机人',
    searchText: '重新搜索航班',
    ticketedHint: '出票成功，请携带有效证件提前到达机场办理乘机手续',
  },
  TRAIN: {
    journeyTitle: '车次信息',
    passengerTitle: '乘车人',
    searchText: '重新查询车次',
    ticketedHint: '出票成功，请携带购票时使用的有效证件，按车次时间提前到车站检票乘车',
  },
  BUS: {
    journeyTitle: '班次信息',
    passengerTitle: '乘车人',
    searchText: '重新查询班次',
    ticketedHint: '出票成功，请携带有效身份证件提前到达汽车站取票乘车',
  },
  HOTEL: {
    journeyTitle: '入住信息',
    passengerTitle: '入住人',
    searchText: '重新搜索酒店',
    ticketedHint: '酒店已确认，请携带入住人本人有效证件办理入住',
  },
  TOUR: {
    journeyTitle: '出游信息',
    passengerTitle: '出游人',
    searchText: '重新搜索线路',
    ticketedHint: '行程已确认，请按出团通知的时间和集合地点出发，携带出游人本人有效证件',
  },
  CAR: {
    journeyTitle: '取还车信息',
    passengerTitle: '驾驶员',
    searchText: '重新搜索车辆',
    ticketedHint: '租车已确认，请携带驾驶员本人身份证和驾驶证按时到门店取车',
  },
};

const NEUTRAL_TEXT: KindText = {
  journeyTitle: '行程信息',
  passengerTitle: '出行人',
  searchTo: '/',
  searchText: '返回首页',
  ticketedHint: '出票成功，请按订单信息出行',
};

/**
 * The words for an order of `kind`. A kind this app does not sell (an order of a kind added on
 * the server first) gets neutral words, never another kind's.
 */
export function kindText(kind: string): KindText {
  if (!isSaleKind(kind)) return NEUTRAL_TEXT;
  return { ...KIND_TEXT[kind], searchTo: searchHref(KIND_INFO[kind]) };
}
