import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@/styles/global.css';
import { isMobileUserAgent } from '@/lib/device';
import { useUserStore } from '@/stores/user-store';
import { startSession } from '@/features/auth';
import { AppProvider } from './provider';
import { createAppRouter, preloadScreens } from './router';

useUserStore.getState().setIsMobile(isMobileUserAgent(navigator.userAgent));
startSession();

const container = document.getElementById('root') as HTMLElement;

function mount() {
  const router = createAppRouter();
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

// A page prerendered at build time (the home page) shows its markup already: the app mounts over
// it once the screen's module is there, so the first render has the same markup (no spinner).
if (container.firstElementChild) void preloadScreens(window.location.pathname).then(mount, mount);
else mount();
