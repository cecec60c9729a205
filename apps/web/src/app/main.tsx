import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@/styles/global.css';
import { isMobileUserAgent } from '@/lib/device';
import { useUserStore } from '@/stores/user-store';
import { startSession } from '@/features/auth';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

useUserStore.getState().setIsMobile(isMobileUserAgent(navigator.userAgent));
startSession();

const router = createAppRouter();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
