import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/error-boundary';
import { LoadingOverlay } from '@/components/loading-overlay';
import { PageSpinner } from '@/components/page-spinner';
import { LoginOverlayHost } from '@/features/auth';
import { useUserStore } from '@/stores/user-store';
import { RouteEffects } from '../route-effects';
import { RouterBridge } from '../router-bridge';
import { DesktopLayout } from './desktop-layout';
import { MobileLayout } from './mobile-layout';
import { EarlyClickReplay } from '../early-click';

/** The shell of every route: layout by device, lazy page, login overlay, loading overlay. */
export function RootLayout() {
  const isMobile = useUserStore((s) => s.isMobile);
  const { pathname } = useLocation();
  const Layout = isMobile ? MobileLayout : DesktopLayout;
  return (
    <>
      <RouteEffects />
      <RouterBridge />
      <ScrollRestoration />
      <Layout>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
            <EarlyClickReplay />
          </Suspense>
        </ErrorBoundary>
      </Layout>
      <LoginOverlayHost />
      <LoadingOverlay />
    </>
  );
}
