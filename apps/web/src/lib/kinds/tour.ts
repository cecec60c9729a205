import type { KindInfo } from './types';

/**
 * 旅游 (TOUR): 跟团游, 自由行, 私家团 and 当地玩乐. The search page lists products, the product
 * page (`/travel/detail?productCode=…`) shows its itinerary and departure calendar, and the
 * booking page takes `productCode`, `date`, `adults` and `children` (`age:bed`, comma-separated).
 */
export const tour = {
  kind: 'TOUR',
  slug: 'tour',
  search: {
    path: '/travel',
    query: {},
    screen: 'src/features/tours/routes/travel-page.tsx',
    title: '旅游度假',
  },
  book: {
    path: '/travel/book',
    query: {},
    screen: 'src/features/tours/routes/tour-book-page.tsx',
    title: '填写旅游订单',
  },
  pages: [
    {
      path: '/travel/detail',
      query: {},
      screen: 'src/features/tours/routes/tour-detail-page.tsx',
      title: '线路详情',
    },
  ],
  nav: { label: '旅游' },
  homeTab: { label: '旅游' },
  termsTitle: '旅游预订须知',
  text: {
    journeyTitle: '出游信息',
    passengerTitle: '出游人',
    searchText: '重新搜索线路',
    ticketedHint: '行程已确认，请按出团通知的时间和集合地点出发，携带出游人本人有效证件',
  },
  apiArea: 'tour',
} as const satisfies KindInfo;
