import { beforeEach, describe, expect, it, vi } from 'vitest';

const scheduler = vi.hoisted(() => ({
  startTokenRefresh: vi.fn(),
  checkStoredSession: vi.fn(),
  afterLogin: vi.fn(),
}));
vi.mock('./token-refresh', () => scheduler);

/** session.ts, the store and the loaded flag fresh for each test (as on a page load). */
async function freshPage() {
  vi.resetModules();
  const { startSession } = await import('./session');
  const { apiClientLoaded } = await import('@/lib/api-client-loaded');
  const { useUserStore } = await import('@/stores/user-store');
  const signIn = () =>
    useUserStore.getState().setUserInfo({ token: 't', refreshToken: 'r', mobile: '1' }, 1);
  return { startSession, apiClientLoaded, signIn };
}

beforeEach(() => {
  scheduler.startTokenRefresh.mockReset();
  scheduler.checkStoredSession.mockReset().mockResolvedValue(undefined);
  scheduler.afterLogin.mockReset().mockResolvedValue(false);
  localStorage.clear();
});

describe('member session start-up', () => {
  it('arms the refresh at once but checks the stored token only with the first call', async () => {
    const { startSession, apiClientLoaded, signIn } = await freshPage();
    signIn();
    startSession();
    await vi.waitFor(() => expect(scheduler.startTokenRefresh).toHaveBeenCalledTimes(1));
    expect(scheduler.checkStoredSession).not.toHaveBeenCalled();
    apiClientLoaded();
    expect(scheduler.checkStoredSession).toHaveBeenCalledTimes(1);
    // the browser's 常用旅客 move once the stored session is known to be good
    await vi.waitFor(() => expect(scheduler.afterLogin).toHaveBeenCalledTimes(1));
  });

  it('checks at once when a call has already loaded the client', async () => {
    const { startSession, apiClientLoaded, signIn } = await freshPage();
    apiClientLoaded();
    signIn();
    startSession();
    await vi.waitFor(() => expect(scheduler.checkStoredSession).toHaveBeenCalledTimes(1));
  });

  it('loads nothing for a visitor until a token appears, then arms the refresh', async () => {
    const { startSession, apiClientLoaded, signIn } = await freshPage();
    startSession();
    apiClientLoaded();
    await Promise.resolve();
    expect(scheduler.startTokenRefresh).not.toHaveBeenCalled();
    signIn();
    await vi.waitFor(() => expect(scheduler.startTokenRefresh).toHaveBeenCalledTimes(1));
    // a login made the token: nothing to check, and the browser's 常用旅客 move at once
    expect(scheduler.checkStoredSession).not.toHaveBeenCalled();
    expect(scheduler.afterLogin).toHaveBeenCalledTimes(1);
  });
});
