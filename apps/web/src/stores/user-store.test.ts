import { beforeEach, describe, expect, it } from 'vitest';
import {
  USER_STORE_KEY,
  USER_STORE_VERSION,
  emptyUserInfo,
  maskMobile,
  migrateUserState,
  requireLogin,
  useUserStore,
} from './user-store';

const initial = useUserStore.getInitialState();

beforeEach(() => {
  useUserStore.setState(initial, true);
});

describe('user store (site-spec §3)', () => {
  it('starts logged out with loginMask true and isMobile false', () => {
    const s = useUserStore.getState();
    expect(s.userInfo).toEqual({ token: '', refreshToken: '', mobile: '' });
    expect(s.loginMask).toBe(true);
    expect(s.isMobile).toBe(false);
    expect(s.navInfo).toEqual({});
    expect(s.loginAt).toBe(0);
  });

  it('persists userInfo, loginMask, navInfo, isMobile and loginAt under a fixed key with a version', () => {
    useUserStore
      .getState()
      .setUserInfo({ token: 't', refreshToken: 'r', mobile: '13800138000' }, 1234);
    const saved = JSON.parse(localStorage.getItem(USER_STORE_KEY) ?? '{}');
    expect(USER_STORE_KEY).toBe('lvxing-user');
    expect(saved.version).toBe(USER_STORE_VERSION);
    expect(saved.state).toEqual({
      userInfo: { token: 't', refreshToken: 'r', mobile: '13800138000' },
      loginMask: true,
      navInfo: {},
      isMobile: false,
      loginAt: 1234,
    });
  });

  it('logs in, replaces tokens and logs out', () => {
    const s = useUserStore.getState();
    s.setUserInfo({ token: 't', refreshToken: 'r', mobile: '13800138000' }, 10);
    useUserStore.getState().setTokens('t2', 'r2', 20);
    expect(useUserStore.getState().userInfo).toEqual({
      token: 't2',
      refreshToken: 'r2',
      mobile: '13800138000',
    });
    expect(useUserStore.getState().loginAt).toBe(20);
    useUserStore.getState().clearUserInfo();
    expect(useUserStore.getState().userInfo).toEqual(emptyUserInfo());
    expect(useUserStore.getState().loginAt).toBe(0);
  });

  it('requireLogin raises the login mask', () => {
    useUserStore.getState().setLoginMask(false);
    requireLogin();
    expect(useUserStore.getState().loginMask).toBe(true);
  });

  it('rehydrates and migrates an older persisted shape', async () => {
    localStorage.setItem(
      USER_STORE_KEY,
      JSON.stringify({ version: 0, state: { userInfo: { token: 'old', mobile: 13 } } }),
    );
    await useUserStore.persist.rehydrate();
    const s = useUserStore.getState();
    expect(s.userInfo).toEqual({ token: 'old', refreshToken: '', mobile: '' });
    expect(s.navInfo).toEqual({});
    expect(s.loginAt).toBeGreaterThan(0);
  });

  it('migrate fills a missing state with the logged-out defaults', () => {
    expect(migrateUserState(undefined, 0)).toEqual({
      userInfo: emptyUserInfo(),
      loginMask: true,
      navInfo: {},
      isMobile: false,
      loginAt: 0,
    });
  });

  it('masks a mobile as 138****8000', () => {
    expect(maskMobile('13800138000')).toBe('138****8000');
  });
});
