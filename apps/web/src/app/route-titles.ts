/**
 * Document titles. Format: `<页面名> - 旅行网`; where the spec gives a page title (我的订单,
 * 支付订单, site-spec §2) it is used verbatim.
 */
export const SITE_NAME = '旅行网';

export type RouteTitle = string | ((search: URLSearchParams) => string);

export interface RouteHandle {
  title: RouteTitle;
}

const t = (name: string) => `${name} - ${SITE_NAME}`;

export const routeTitles = {
  home: `${SITE_NAME} - 机票、火车票、酒店一站预订`,
  login: t('登录'),
  register: (q: URLSearchParams) => (q.get('type') === 'reset' ? t('找回密码') : t('注册')),
  company: t('企业商旅'),
  official: t('公务出行'),
  team: t('团队游'),
  internation: t('国际机票'),
  train: (q: URLSearchParams) => (q.get('type') === 'bus' ? t('汽车票 · 火车票') : t('火车票')),
  travel: t('旅游度假'),
  car: t('用车服务'),
  visa: t('签证办理'),
  visaApply: t('签证申请'),
  service: t('客服中心'),
  aboutUs: t('关于我们'),
  connect: t('联系我们'),
  agreement: t('用户协议'),
  privacy: t('隐私政策'),
  bookingTerms: (q: URLSearchParams) => {
    const kind = q.get('type');
    return t(
      kind === 'train'
        ? '火车票预订、退改签须知'
        : kind === 'bus'
          ? '汽车票预订须知'
          : '机票预订须知',
    );
  },
  orderList: '我的订单',
  orderDetail: t('订单详情'),
  hotel: t('酒店预订'),
  ticketSearch: t('机票查询'),
  ticketBook: (q: URLSearchParams) => {
    const kind = q.get('train');
    return t(kind === 'train' ? '火车票预订' : kind === 'bus' ? '汽车票预订' : '机票预订');
  },
  ticketPay: '支付订单',
  notFound: t('页面不存在'),
} satisfies Record<string, RouteTitle>;

export function resolveTitle(title: RouteTitle, search: string): string {
  return typeof title === 'function' ? title(new URLSearchParams(search)) : title;
}
