/**
 * Start-up of the member session without putting the API client in the first page's bundle:
 * the token scheduler (and with it axios) loads only when a token exists or appears.
 */
import { useUserStore } from '@/stores/user-store';

const loadScheduler = () => import('./token-refresh');

export function startSession(): void {
  if (useUserStore.getState().userInfo.token) {
    void loadScheduler().then((m) => {
      m.startTokenRefresh();
      void m.checkStoredSession();
    });
    return;
  }
  const unsubscribe = useUserStore.subscribe((state) => {
    if (!state.userInfo.token) return;
    unsubscribe();
    void loadScheduler().then((m) => m.startTokenRefresh());
  });
}
