import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_DELAY_MS } from '@lvxing/shared';
import { emptyUserInfo, useUserStore } from '@/stores/user-store';
import { ApiError } from '@/lib/api-client';
import { refreshToken } from './api/refresh-token';
import { fetchLoginState } from './api/login-state';
import { moveBrowserPassengers } from '@/lib/browser-passengers';
import { checkStoredSession, refreshDelay, startTokenRefresh } from './token-refresh';

vi.mock('./api/refresh-token', () => ({ refreshToken: vi.fn() }));
vi.mock('@/lib/browser-passengers', () => ({ moveBrowserPassengers: vi.fn() }));
const moveMock = vi.mocked(moveBrowserPassengers);
vi.mock('./api/login-state', () => ({ fetchLoginState: vi.fn() }));
const refreshMock = vi.mocked(refreshToken);
const stateMock = vi.mocked(fetchLoginState);

const T0 = new Date('2026-01-01T00:00:00Z').getTime();
let stop: () => void = () => undefined;

function loginAt(at: number) {
  useUserStore
    .getState()
    .setUserInfo({ token: 't1', refreshToken: 'r1', mobile: '13800138000' }, at);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  refreshMock.mockReset();
  stateMock.mockReset();
  moveMock.mockReset().mockResolvedValue(true);
  useUserStore.setState({ userInfo: emptyUserInfo(), loginAt: 0, loginMask: true });
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('token refresh scheduler (site-spec §4)', () => {
  it('refreshes 10 h − 10 s after login, stores the new pair and hides the mask', async () => {
    refreshMock.mockResolvedValue({ token: 't2', refreshToken: 'r2' });
    stop = startTokenRefresh();
    loginAt(Date.now());
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS - 1);
    expect(refreshMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshMock).toHaveBeenCalledWith('r1');
    const s = useUserStore.getState();
    expect(s.userInfo).toMatchObject({ token: 't2', refreshToken: 'r2', mobile: '13800138000' });
    expect(s.loginMask).toBe(false);
    expect(s.loginAt).toBe(T0 + TOKEN_REFRESH_DELAY_MS);
  });

  it("moves the browser's 常用旅客 after each login on the page, not on a refresh", async () => {
    refreshMock.mockResolvedValue({ token: 't2', refreshToken: 'r2' });
    stop = startTokenRefresh();
    loginAt(Date.now());
    expect(moveMock).toHaveBeenCalledTimes(1);
    expect(moveMock).toHaveBeenCalledWith('13800138000');
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS);
    expect(useUserStore.getState().userInfo.token).toBe('t2');
    expect(moveMock).toHaveBeenCalledTimes(1);
    useUserStore.getState().clearUserInfo();
    loginAt(Date.now());
    expect(moveMock).toHaveBeenCalledTimes(2);
  });

  it('reschedules after each refresh', async () => {
    refreshMock
      .mockResolvedValueOnce({ token: 't2', refreshToken: 'r2' })
      .mockResolvedValueOnce({ token: 't3', refreshToken: 'r3' });
    stop = startTokenRefresh();
    loginAt(Date.now());
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS);
    expect(refreshMock).toHaveBeenNthCalledWith(2, 'r2');
    expect(useUserStore.getState().userInfo.token).toBe('t3');
  });

  it('after a reload, waits only the time left since the stored issue time', async () => {
    refreshMock.mockResolvedValue({ token: 't2', refreshToken: 'r2' });
    loginAt(T0 - 60 * 60 * 1000); // issued an hour before the "reload"
    stop = startTokenRefresh();
    expect(refreshDelay(T0 - 3_600_000, T0)).toBe(TOKEN_REFRESH_DELAY_MS - 3_600_000);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS - 3_600_000 - 1);
    expect(refreshMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshMock).toHaveBeenCalledTimes(1);
  });

  it('refreshes at once when the stored token is already past due', async () => {
    refreshMock.mockResolvedValue({ token: 't2', refreshToken: 'r2' });
    loginAt(T0 - TOKEN_REFRESH_DELAY_MS - 5000);
    stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshMock).toHaveBeenCalledTimes(1);
  });

  it('a failed refresh clears the session and opens the login overlay', async () => {
    refreshMock.mockRejectedValue(new ApiError('business', 11004, '登录凭证无效'));
    stop = startTokenRefresh();
    loginAt(Date.now());
    useUserStore.getState().setLoginMask(false);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS);
    expect(useUserStore.getState().userInfo).toEqual(emptyUserInfo());
    expect(useUserStore.getState().loginMask).toBe(true);
  });

  it('logout cancels the pending refresh', async () => {
    stop = startTokenRefresh();
    loginAt(Date.now());
    useUserStore.getState().clearUserInfo();
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS * 2);
    expect(refreshMock).not.toHaveBeenCalled();
  });
});

describe('start-up session check', () => {
  it('does nothing without a token', async () => {
    await checkStoredSession();
    expect(stateMock).not.toHaveBeenCalled();
  });
  it('keeps a valid session', async () => {
    loginAt(Date.now());
    stateMock.mockResolvedValue({ mobile: '13800138000' });
    await checkStoredSession();
    expect(useUserStore.getState().userInfo.token).toBe('t1');
  });
  it('refreshes an expired token at once', async () => {
    loginAt(Date.now());
    stateMock.mockRejectedValue(new ApiError('business', 11003, '过期'));
    refreshMock.mockResolvedValue({ token: 't2', refreshToken: 'r2' });
    await checkStoredSession();
    expect(useUserStore.getState().userInfo.token).toBe('t2');
  });
});
