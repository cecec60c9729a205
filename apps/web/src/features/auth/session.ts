/**
 * Start-up of the member session without putting the API client in the first page's bundle:
 * the token scheduler loads only when a token exists or appears, and axios only when a call is
 * made — a refresh that is due, or the page's own first call, with which the stored token is
 * checked (a page that makes no call, like the home page, loads no API client). After a login,
 * or once a stored session is checked, the browser's old copy of the member's 常用旅客 moves to
 * the server (token-refresh.ts `afterLogin`).
 */
import { whenApiClientLoaded } from '@/lib/api-client-loaded';
import { useUserStore } from '@/stores/user-store';

const loadScheduler = () => import('./token-refresh');

export function startSession(): void {
  if (useUserStore.getState().userInfo.token) {
    void loadScheduler().then((m) => {
      m.startTokenRefresh();
      whenApiClientLoaded(() => void m.checkStoredSession().then(m.afterLogin));
    });
    return;
  }
  const unsubscribe = useUserStore.subscribe((state) => {
    if (!state.userInfo.token) return;
    unsubscribe();
    void loadScheduler().then((m) => {
      m.startTokenRefresh();
      void m.afterLogin();
    });
  });
}
