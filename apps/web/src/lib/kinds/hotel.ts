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
  text: {
    journeyTitle: '入住信息',
    passengerTitle: '入住人',
    searchText: '重新搜索酒店',
    ticketedHint: '酒店已确认，请携带入住人本人有效证件办理入住',
  },
  apiArea: 'hotel',
} as const satisfies KindInfo;
