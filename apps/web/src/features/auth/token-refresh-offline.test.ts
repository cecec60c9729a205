import { describe, expect, it, vi } from 'vitest';

describe('token refresh when its call cannot be loaded', () => {
  it('keeps the session (no logout, no login overlay)', async () => {
    vi.resetModules();
    vi.doMock('./api/refresh-token', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { useUserStore } = await import('@/stores/user-store');
    const { refreshNow } = await import('./token-refresh');
    useUserStore.getState().setUserInfo({ token: 't1', refreshToken: 'r1', mobile: '1' }, 1);
    useUserStore.getState().setLoginMask(false);
    expect(await refreshNow()).toBe(false);
    expect(useUserStore.getState().userInfo.token).toBe('t1');
    expect(useUserStore.getState().loginMask).toBe(false);
  });
});
