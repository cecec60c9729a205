import type { KindInfo } from './types';

/**
 * 用车 (CAR): self-drive rental. The search page (/car, its 自驾租车 tab) keeps the search in the
 * query string; the booking page takes the offer and the period (`offerId`, `pickupStoreId`,
 * `pickupAt`, `returnAt`, optional `dropoffStoreId`).
 */
export const car = {
  kind: 'CAR',
  slug: 'car',
  search: {
    path: '/car',
    query: {},
    screen: 'src/features/cars/routes/car-page.tsx',
    title: '用车服务',
    serverRendered: true,
  },
  book: {
    path: '/car/book',
    query: {},
    screen: 'src/features/cars/routes/car-book-page.tsx',
    title: '填写租车订单',
  },
  nav: { label: '用车' },
  termsTitle: '租车预订须知',
  apiArea: 'car',
} as const satisfies KindInfo;
