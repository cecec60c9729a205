import type { KindInfo } from './types';

/** 火车票 (TRAIN). */
export const train = {
  kind: 'TRAIN',
  slug: 'train',
  search: {
    // the default of /train (its 火车票 tab): `?type=train`, or no type
    path: '/train',
    query: {},
    screen: 'src/features/trains/routes/train-page.tsx',
    serverRendered: true,
    title: '火车票',
  },
  book: {
    path: '/ticket/book',
    query: { train: 'train' },
    screen: 'src/features/trains/routes/train-book-page.tsx',
    title: '火车票预订',
  },
  nav: { label: '火车票' },
  homeTab: { label: '火车票' },
  termsTitle: '火车票预订、退改签须知',
  apiArea: 'train',
} as const satisfies KindInfo;
