/**
 * Token refresh (site-spec §4, §9): TOKEN_REFRESH_DELAY_MS after the token pair was issued, trade
 * the refresh token for a new pair, store it, hide the login mask and schedule the next one. The
 * delay is computed from the stored issue time, so it survives reloads. The scheduler itself
 * needs no API client: axios loads when a refresh or a check is actually made.
 */
import { ErrorCode, TOKEN_REFRESH_DELAY_MS } from '@lvxing/shared';
import { moveBrowserPassengers } from '@/lib/browser-passengers';
import { requireLogin, useUserStore } from '@/stores/user-store';

// The calls (and with them axios) load when a refresh or check is due, not with the scheduler.

let timer: ReturnType<typeof setTimeout> | undefined;

export function cancelTokenRefresh(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

/** Milliseconds until the stored token pair is due for refresh (0 when already due). */
export function refreshDelay(loginAt: number, now: number = Date.now()): number {
  return Math.max(0, loginAt + TOKEN_REFRESH_DELAY_MS - now);
}

/** Refreshes the token pair now; on failure clears the session and opens the login overlay. */
export async function refreshNow(): Promise<boolean> {
  cancelTokenRefresh();
  const { refreshToken: current } = useUserStore.getState().userInfo;
  if (!current) return false;
  // a call that cannot be loaded (offline, a new deploy) is no reason to end the session
  const api = await import('./api/refresh-token').catch(() => null);
  if (!api) return false;
  try {
    const pair = await api.refreshToken(current);
    const store = useUserStore.getState();
    store.setTokens(pair.token, pair.refreshToken, Date.now());
    store.setLoginMask(false);
    return true;
  } catch {
    useUserStore.getState().clearUserInfo();
    requireLogin();
    return false;
  }
}

/** (Re)arms the timer from the stored issue time; does nothing when logged out. */
export function scheduleTokenRefresh(): void {
  cancelTokenRefresh();
  const { userInfo, loginAt } = useUserStore.getState();
  if (!userInfo.refreshToken || !loginAt) return;
  timer = setTimeout(() => void refreshNow(), refreshDelay(loginAt));
}

/**
 * After a login (or once a stored session is checked): the 常用旅客 this browser kept for the
 * member move to the server, once (lib/browser-passengers.ts; nothing is loaded without a copy).
 */
export function afterLogin(): Promise<boolean> {
  const { token, mobile } = useUserStore.getState().userInfo;
  return token ? moveBrowserPassengers(mobile) : Promise.resolve(false);
}

/**
 * Starts the scheduler: arms it for a stored session and re-arms it whenever the token pair
 * changes (login, refresh, logout); a later login on the same page runs {@link afterLogin}.
 * Returns a stop function.
 */
export function startTokenRefresh(): () => void {
  scheduleTokenRefresh();
  const unsubscribe = useUserStore.subscribe((state, previous) => {
    if (state.loginAt !== previous.loginAt || state.userInfo.token !== previous.userInfo.token) {
      scheduleTokenRefresh();
    }
    if (state.userInfo.token && !previous.userInfo.token) void afterLogin();
  });
  return () => {
    unsubscribe();
    cancelTokenRefresh();
  };
}

/**
 * Check of a stored token (site-spec §7 login state), made once per page load with the page's
 * first call (session.ts): silent; an expired or invalid token is refreshed at once, and the
 * session is cleared when that fails too.
 */
export async function checkStoredSession(): Promise<void> {
  if (!useUserStore.getState().userInfo.token) return;
  try {
    const { fetchLoginState } = await import('./api/login-state');
    const state = await fetchLoginState();
    const { userInfo, setUserInfo, loginAt } = useUserStore.getState();
    if (state?.mobile && state.mobile !== userInfo.mobile) {
      setUserInfo({ ...userInfo, mobile: state.mobile }, loginAt);
    }
  } catch (error) {
    const { ApiError } = await import('@/lib/api-client');
    const expired =
      error instanceof ApiError &&
      (error.code === ErrorCode.TOKEN_INVALID || error.code === ErrorCode.TOKEN_EXPIRED);
    if (expired) await refreshNow();
  }
}
