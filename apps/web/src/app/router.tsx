import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ticketBook, TicketBookRoute, trainTabs, TrainRoute, type KindRoute } from './kind-routes';
import { RootLayout } from './layouts/root-layout';
import { lazyScreen, type ScreenLoader as Loader } from './lazy-screen';
import { RouteError } from './route-error';
import { routeTitles, type RouteHandle } from './route-titles';

/** `preload(search)` loads the screen a route renders for that query string. */
type ScreenHandle = RouteHandle & { preload: (search: string) => Promise<unknown> };

/** A route with a lazily loaded screen (app/lazy-screen.tsx). */
function screen(path: string | undefined, load: Loader, title: RouteHandle['title']): RouteObject {
  const { Component, preload } = lazyScreen(load);
  const handle: ScreenHandle = { title, preload };
  return path === undefined ? { index: true, Component, handle } : { path, Component, handle };
}

/**
 * Loads the screen modules of the routes matching `pathname` and `search` (the query string, for
 * routes shared by several kinds), so that the first render or hydration has them.
 */
export async function preloadScreens(pathname: string, search = ''): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((m) => (m.route.handle as Partial<ScreenHandle> | undefined)?.preload?.(search)),
  );
}

const home: Loader = () => import('@/features/home/routes/home-page');

/** A route shared by several kinds: a small dispatcher that lazily loads the kind's screen. */
function shared(
  path: string,
  Component: ComponentType,
  route: KindRoute,
  title: RouteHandle['title'],
): RouteObject {
  const handle: ScreenHandle = { title, preload: (search) => route.screenFor(search).preload() };
  return { path, Component, handle };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      screen(undefined, home, routeTitles.home),
      // the login overlay opens over the home page
      screen('login', home, routeTitles.login),
      screen(
        'register',
        () => import('@/features/auth/routes/register-page'),
        routeTitles.register,
      ),
      screen(
        'company',
        () => import('@/features/company/routes/company-page'),
        routeTitles.company,
      ),
      screen(
        'official',
        () => import('@/features/official/routes/official-page'),
        routeTitles.official,
      ),
      screen('team', () => import('@/features/team/routes/team-page'), routeTitles.team),
      screen(
        'internation',
        () => import('@/features/international/routes/internation-page'),
        routeTitles.internation,
      ),
      shared('train', TrainRoute, trainTabs, routeTitles.train),
      screen('travel', () => import('@/features/tours/routes/travel-page'), routeTitles.travel),
      screen('car', () => import('@/features/cars/routes/car-page'), routeTitles.car),
      screen('visa', () => import('@/features/visas/routes/visa-page'), routeTitles.visa),
      screen(
        'visaApply',
        () => import('@/features/visas/routes/visa-apply-page'),
        routeTitles.visaApply,
      ),
      screen(
        'service',
        () => import('@/features/service/routes/service-page'),
        routeTitles.service,
      ),
      screen('aboutUs', () => import('@/features/about/routes/about-page'), routeTitles.aboutUs),
      screen(
        'connect',
        () => import('@/features/contact/routes/contact-page'),
        routeTitles.connect,
      ),
      screen(
        'agreement',
        () => import('@/features/legal/routes/agreement-page'),
        routeTitles.agreement,
      ),
      screen('privacy', () => import('@/features/legal/routes/privacy-page'), routeTitles.privacy),
      screen(
        'bookingTerms',
        () => import('@/features/legal/routes/booking-terms-page'),
        routeTitles.bookingTerms,
      ),
      screen(
        'orderList',
        () => import('@/features/orders/routes/order-list-page'),
        routeTitles.orderList,
      ),
      screen(
        'orderDetail',
        () => import('@/features/orders/routes/order-detail-page'),
        routeTitles.orderDetail,
      ),
      screen('hotel', () => import('@/features/hotels/routes/hotel-page'), routeTitles.hotel),
      {
        path: 'ticket',
        children: [
          screen(
            'search',
            () => import('@/features/flights/routes/ticket-search-page'),
            routeTitles.ticketSearch,
          ),
          shared('book', TicketBookRoute, ticketBook, routeTitles.ticketBook),
          screen('pay', () => import('@/features/payment/routes/pay-page'), routeTitles.ticketPay),
        ],
      },
      screen('*', () => import('./not-found-page'), routeTitles.notFound),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/' });
}
