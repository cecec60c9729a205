import type { KindInfo } from './types';

/** 机票 (FLIGHT). */
export const flight = {
  kind: 'FLIGHT',
  slug: 'flight',
  search: {
    path: '/ticket/search',
    query: {},
    screen: 'src/features/flights/routes/ticket-search-page.tsx',
    serverRendered: true,
    title: '机票查询',
  },
  book: {
    // the default of /ticket/book: `?train=flight`, or no kind at all
    path: '/ticket/book',
    query: {},
    screen: 'src/features/flights/routes/ticket-book-page.tsx',
    serverRendered: true,
    title: '机票预订',
  },
  nav: { label: '机票', within: '/ticket/' },
  homeTab: { label: '机票' },
  termsTitle: '机票预订须知',
  apiArea: 'plane',
} as const satisfies KindInfo;
