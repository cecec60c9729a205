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
  apiArea: 'tour',
} as const satisfies KindInfo;
