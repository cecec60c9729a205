import type { KindInfo } from './types';

/** 酒店 (HOTEL). */
export const hotel = {
  kind: 'HOTEL',
  slug: 'hotel',
  search: {
    path: '/hotel',
    query: {},
    screen: 'src/features/hotels/routes/hotel-page.tsx',
    serverRendered: true,
    title: '酒店预订',
  },
  book: {
    path: '/hotel/book',
    query: {},
    screen: 'src/features/hotels/routes/hotel-book-page.tsx',
    title: '填写酒店订单',
  },
  pages: [
    {
      path: '/hotel/detail',
      query: {},
      screen: 'src/features/hotels/routes/hotel-detail-page.tsx',
      title: '酒店详情',
    },
  ],
  nav: { label: '酒店' },
  homeTab: { label: '酒店' },
  termsTitle: '酒店预订须知',
  apiArea: 'hotel',
} as const satisfies KindInfo;
