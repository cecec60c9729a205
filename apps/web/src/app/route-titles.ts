import { KIND_INFO, kindBySlug, kindPageAt } from '../lib/kinds';

/**
 * Document titles. Format: `<页面名> - 旅行网`; where the spec gives a page title (我的订单,
 * 支付订单, site-spec §2) it is used verbatim.
 */
export const SITE_NAME = '旅行网';

export type RouteTitle = string | ((search: URLSearchParams) => string);

export interface RouteHandle {
  title: RouteTitle;
}

/** `<页面名> - 旅行网`. */
export const t = (name: string) => `${name} - ${SITE_NAME}`;

/** The title of the kind page (lib/kinds: search or booking) a query picks at `path`. */
const kindPageTitle = (path: string) => (q: URLSearchParams) => {
  const at = kindPageAt(path, `?${q}`);
  return at ? t(at.title) : SITE_NAME;
};

export const routeTitles = {
  home: `${SITE_NAME} - 机票、火车票、酒店一站预订`,
  login: t('登录'),
  register: (q: URLSearchParams) => (q.get('type') === 'reset' ? t('找回密码') : t('注册')),
  company: t('企业商旅'),
  official: t('公务出行'),
  team: t('团队游'),
  teamRequests: t('我的团队申请'),
  internation: t('国际机票'),
  train: kindPageTitle('/train'),
  car: t('用车服务'),
  visa: t('签证办理'),
  visaApply: t('签证申请'),
  service: t('客服中心'),
  aboutUs: t('关于我们'),
  connect: t('联系我们'),
  agreement: t('用户协议'),
  privacy: t('隐私政策'),
  // the booking terms page shows the 机票 terms when `type` names no kind (features/legal)
  bookingTerms: (q: URLSearchParams) =>
    t((kindBySlug(q.get('type')) ?? KIND_INFO.FLIGHT).termsTitle),
  orderList: '我的订单',
  requestList: '我的申请',
  orderDetail: t('订单详情'),
  passengers: t('常用旅客'),
  ticketSearch: kindPageTitle('/ticket/search'),
  ticketBook: kindPageTitle('/ticket/book'),
  ticketPay: '支付订单',
  notFound: t('页面不存在'),
} satisfies Record<string, RouteTitle>;

export function resolveTitle(title: RouteTitle, search: string): string {
  return typeof title === 'function' ? title(new URLSearchParams(search)) : title;
}
