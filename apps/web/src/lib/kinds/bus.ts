import type { KindInfo } from './types';

/** 汽车票 (BUS). */
export const bus = {
  kind: 'BUS',
  slug: 'bus',
  search: {
    // the 汽车票 tab of /train
    path: '/train',
    query: { type: 'bus' },
    screen: 'src/features/buses/routes/bus-page.tsx',
    serverRendered: true,
    title: '汽车票 · 火车票',
  },
  book: {
    path: '/ticket/book',
    query: { train: 'bus' },
    screen: 'src/features/buses/routes/bus-book-page.tsx',
    title: '汽车票预订',
  },
  nav: { label: '汽车票' },
  homeTab: { label: '汽车票' },
  termsTitle: '汽车票预订须知',
  apiArea: 'bus',
} as const satisfies KindInfo;
