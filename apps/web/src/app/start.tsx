import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { isMobileUserAgent } from '@lvxing/shared';
import { readPageData } from '@/lib/page-data';
import { useUserStore } from '@/stores/user-store';
import { startSession } from '@/features/auth';
import { markAppListening } from './early-click';
import { AppProvider } from './provider';
import { createAppRouter, preloadScreens } from './router';

/** Starts the app: the member session, then hydration of a prerendered page or a first render. */
export function start(): void {
  // A page rendered outside the browser shows a logged-out visitor's view for the device the
  // server chose by the same user-agent test (app/prerender.tsx): hydration reads the store's
  // initial state, which starts from that test too (stores/user-store.ts); the state kept from an
  // earlier visit follows right after hydration.
  useUserStore.getState().setIsMobile(isMobileUserAgent(navigator.userAgent));
  startSession();
  const container = document.getElementById('root') as HTMLElement;
  const { pathname, search } = window.location;
  if (container.firstElementChild) {
    // the answers the server rendered the page with: hydration renders the same
    readPageData(document);
    const hydrate = () => hydrateIn(container);
    void preloadScreens(pathname, search).then(hydrate, hydrate);
  } else {
    const root = createRoot(container);
    // The screen is rendered with the layout in the first commit: its chunks were requested
    // with the page (the route's page preloads them: scripts/route-pages.mjs), and its first
    // view (search summary, form) is the page's largest paint. A transition too: the first
    // render is done in slices that yield to the browser. (If the screen fails to load, the
    // router's error element says so.)
    const render = () => {
      markAppListening();
      startTransition(() => root.render(app()));
    };
    void preloadScreens(pathname, search).then(render, render);
  }
}

function app() {
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={createAppRouter()} />
      </AppProvider>
    </StrictMode>
  );
}

/**
 * A page prerendered at build time (the home page) already shows its markup: once the screen's
 * module is there, React hydrates it (keeps the DOM, attaches events) instead of rendering anew.
 * Hydrating inside a transition lets React yield to the browser every few milliseconds, so the
 * page stays responsive while it hydrates. Values the build could not know (the member, today's
 * date) are rendered as built during hydration and updated right after (lib/client-value.ts,
 * zustand's server snapshot). A button clicked before the app was up is clicked again once the
 * screen is hydrated (app/early-click.ts, rendered by the root layout).
 */
function hydrateIn(container: HTMLElement) {
  // from now on React receives the page's clicks: the boot script keeps none (lib/boot-handoff.ts)
  markAppListening();
  startTransition(() => {
    hydrateRoot(container, app());
  });
}
