// Codes, labels and paths of group travel (团队游 / 团建: group air fares with route
// customization) without zod, so the /team page's first load carries no schema.

/** The group calls. The spec's `/api/plane/order/group/route/customize` submits a request. */
export const GroupPath = {
  /** Visitors and members: submit a request, answered with the indicative price. */
  customize: '/api/plane/order/group/route/customize',
  /** A member's own requests. */
  list: '/api/plane/order/group/route/list',
  /** One of a member's requests with its quote versions. */
  detail: '/api/plane/order/group/route/detail',
  /** A member accepts the current quote: its order (定金 then 尾款) is created. */
  accept: '/api/plane/order/group/route/quote/accept',
  /** The QR code of the waiting 尾款 line. */
  balanceQrcode: '/api/plane/order/group/route/balance/qrcode',
  /** The generic order calls of group orders (kind GROUP). */
  orderDetail: '/api/plane/order/group/order/detail',
  orderSearch: '/api/plane/order/group/order/search',
  orderCancel: '/api/plane/order/group/order/cancel',
  orderRefund: '/api/plane/order/group/order/refund',
} as const;

/** The staff's group calls (运营, 管理员). */
export const StaffGroupPath = {
  queue: '/api/staff/group/queue',
  accept: '/api/staff/group/accept',
  quote: '/api/staff/group/quote',
  close: '/api/staff/group/close',
  balance: '/api/staff/group/balance',
} as const;

/** Fewest people (adults and children) for a group fare (团队票: airlines' usual minimum). */
export const GROUP_MIN_PARTY = 10;
/** Most people one request may name. */
export const GROUP_MAX_PARTY = 500;
/** Most segments of a 多程 request. */
export const GROUP_MAX_SEGMENTS = 6;

export const GROUP_TRIP_TYPES = ['OW', 'RT', 'MULTI'] as const;
export type GroupTripType = (typeof GROUP_TRIP_TYPES)[number];
export const GROUP_TRIP_TYPE_LABEL: Record<GroupTripType, string> = {
  OW: '单程',
  RT: '往返',
  MULTI: '多程',
};

/** Departure time windows a segment may ask for. */
export const GROUP_TIME_WINDOWS = ['ANY', '00-06', '06-12', '12-18', '18-24'] as const;
export type GroupTimeWindow = (typeof GROUP_TIME_WINDOWS)[number];
export const GROUP_TIME_WINDOW_LABEL: Record<GroupTimeWindow, string> = {
  ANY: '不限',
  '00-06': '凌晨 00:00-06:00',
  '06-12': '上午 06:00-12:00',
  '12-18': '下午 12:00-18:00',
  '18-24': '晚上 18:00-24:00',
};

export const GROUP_PURPOSES = ['TEAM_BUILDING', 'MEETING', 'STUDY', 'INCENTIVE'] as const;
export type GroupPurpose = (typeof GROUP_PURPOSES)[number];
export const GROUP_PURPOSE_LABEL: Record<GroupPurpose, string> = {
  TEAM_BUILDING: '团建',
  MEETING: '会议',
  STUDY: '研学',
  INCENTIVE: '奖励旅游',
};

export const GROUP_HOTEL_LEVELS = ['NONE', 'ECONOMY', 'COMFORT', 'HIGH', 'LUXURY'] as const;
export type GroupHotelLevel = (typeof GROUP_HOTEL_LEVELS)[number];
export const GROUP_HOTEL_LEVEL_LABEL: Record<GroupHotelLevel, string> = {
  NONE: '不需要酒店',
  ECONOMY: '经济型',
  COMFORT: '舒适型（三星）',
  HIGH: '高档型（四星）',
  LUXURY: '豪华型（五星）',
};

export const GROUP_BUDGET_BASES = ['PERSON', 'TOTAL'] as const;
export type GroupBudgetBasis = (typeof GROUP_BUDGET_BASES)[number];
export const GROUP_BUDGET_BASIS_LABEL: Record<GroupBudgetBasis, string> = {
  PERSON: '人均',
  TOTAL: '总预算',
};

/**
 * A request's states: 已提交 → 已受理 → 已报价 → 已确认 (quote accepted, deposit order placed) →
 * 已付定金 → 已完成 (balance paid, tickets issued); 已关闭 (quote expired, declined, cancelled).
 */
export const GROUP_STATES = [
  'SUBMITTED',
  'ACCEPTED',
  'QUOTED',
  'CONFIRMED',
  'DEPOSIT_PAID',
  'COMPLETED',
  'CLOSED',
] as const;
export type GroupState = (typeof GROUP_STATES)[number];
export const GROUP_STATE_LABEL: Record<GroupState, string> = {
  SUBMITTED: '已提交',
  ACCEPTED: '已受理',
  QUOTED: '已报价',
  CONFIRMED: '已确认',
  DEPOSIT_PAID: '已付定金',
  COMPLETED: '已出票/已完成',
  CLOSED: '已关闭',
};

/** How a quote's deposit is given: an amount in fen, or a percent of the total. */
export const GROUP_DEPOSIT_TYPES = ['FEN', 'PERCENT'] as const;
export type GroupDepositType = (typeof GROUP_DEPOSIT_TYPES)[number];

/** The fulfilment states of a group order (kind GROUP) after its deposit. */
export const GROUP_ORDER_STATE_LABEL = {
  DEPOSIT_PAID: '已付定金',
  BALANCE_DUE: '待付尾款',
  COMPLETED: '已完成',
} as const;

/** A deposit of `type` and `value` on `totalFen`, in fen (a percent rounded to the fen). */
export function groupDepositFen(type: GroupDepositType, value: number, totalFen: number): number {
  return type === 'FEN' ? value : Math.round((totalFen * value) / 100);
}
