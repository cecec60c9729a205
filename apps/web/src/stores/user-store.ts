/**
 * The spec's user store (site-spec §3): userInfo, loginMask, navInfo, isMobile, persisted in
 * localStorage. It also keeps `loginAt`, when the current token pair was issued, so the token
 * refresh can be rescheduled after a reload.
 */
import { createContext, useContext } from 'react';
import {
  createStore,
  useStore,
  type StateCreator,
  type StoreApi,
  type UseBoundStore,
} from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { isMobileUserAgent } from '@lvxing/shared';

export interface UserInfo {
  token: string;
  refreshToken: string;
  mobile: string;
}

/**
 * What the navigation shows besides the path (site-spec §3 leaves its contents open): `area`
 * `international` while the flight pages show an international route (国际机票 is the current
 * entry then, not 机票).
 */
export type NavInfo = { area?: 'international' } & Record<string, unknown>;

export interface UserState {
  userInfo: UserInfo;
  /** Login overlay flag: starts true, set false on every navigation (site-spec §4). */
  loginMask: boolean;
  navInfo: NavInfo;
  isMobile: boolean;
  /** Epoch ms when the current token pair was issued; 0 when logged out. */
  loginAt: number;
  setUserInfo: (info: UserInfo, issuedAt?: number) => void;
  setTokens: (token: string, refreshToken: string, issuedAt?: number) => void;
  clearUserInfo: () => void;
  setLoginMask: (visible: boolean) => void;
  setNavInfo: (navInfo: NavInfo) => void;
  setIsMobile: (isMobile: boolean) => void;
}

export const USER_STORE_KEY = 'lvxing-user';
export const USER_STORE_VERSION = 2;

export const emptyUserInfo = (): UserInfo => ({ token: '', refreshToken: '', mobile: '' });

type Persisted = Pick<UserState, 'userInfo' | 'loginMask' | 'navInfo' | 'isMobile' | 'loginAt'>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/**
 * Brings any earlier persisted shape up to date (version 0 had no loginAt, maybe a partial
 * userInfo; version 1 kept neither loginMask nor isMobile).
 */
export function migrateUserState(persisted: unknown, _version: number): Persisted {
  const old = (persisted ?? {}) as Record<string, unknown>;
  const info = (old.userInfo ?? {}) as Record<string, unknown>;
  const userInfo = {
    token: str(info.token),
    refreshToken: str(info.refreshToken),
    mobile: str(info.mobile),
  };
  const navInfo =
    old.navInfo && typeof old.navInfo === 'object' ? (old.navInfo as NavInfo) : ({} as NavInfo);
  // A token from before loginAt existed: treat it as issued now, so it is refreshed on schedule.
  const loginAt = typeof old.loginAt === 'number' ? old.loginAt : userInfo.token ? Date.now() : 0;
  const loginMask = typeof old.loginMask === 'boolean' ? old.loginMask : true;
  const isMobile = typeof old.isMobile === 'boolean' ? old.isMobile : false;
  return { userInfo, loginMask, navInfo, isMobile, loginAt };
}

/** Storage where there is none (server rendering): reads nothing, keeps nothing. */
const NO_STORAGE: StateStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/**
 * The state and actions; `isMobile` starts as the device's (the user-agent test the server uses to
 * pick the page it renders), so a page the server rendered for this device hydrates as rendered.
 */
const userState =
  (isMobile: boolean): StateCreator<UserState> =>
  (set) => ({
    userInfo: emptyUserInfo(),
    loginMask: true,
    navInfo: {},
    isMobile,
    loginAt: 0,
    setUserInfo: (info, issuedAt = Date.now()) =>
      set({ userInfo: { ...info }, loginAt: info.token ? issuedAt : 0 }),
    setTokens: (token, refreshToken, issuedAt = Date.now()) =>
      set((s) => ({ userInfo: { ...s.userInfo, token, refreshToken }, loginAt: issuedAt })),
    clearUserInfo: () => set({ userInfo: emptyUserInfo(), loginAt: 0 }),
    setLoginMask: (loginMask) => set({ loginMask }),
    setNavInfo: (navInfo) => set({ navInfo }),
    setIsMobile: (isMobile) => set({ isMobile }),
  });

/** The browser's store: one per page, persisted in localStorage. */
const browserStore = createStore<UserState>()(
  persist(userState(isMobileUserAgent(globalThis.navigator?.userAgent ?? '')), {
    name: USER_STORE_KEY,
    version: USER_STORE_VERSION,
    // outside the browser (the server rendering a page) nothing is stored
    storage: createJSONStorage(() => globalThis.localStorage ?? NO_STORAGE),
    partialize: (s): Persisted => ({
      userInfo: s.userInfo,
      loginMask: s.loginMask,
      navInfo: s.navInfo,
      isMobile: s.isMobile,
      loginAt: s.loginAt,
    }),
    migrate: migrateUserState,
  }),
);

/**
 * A render's own store, where the render is not the browser's page (app/prerender.tsx renders
 * pages for several devices at once): given by {@link UserStoreProvider}, read by
 * {@link useUserStore} in place of the browser's.
 */
const RenderUserStore = createContext<StoreApi<UserState> | null>(null);

/** Gives the components under it a render's own store ({@link createRenderUserStore}). */
export const UserStoreProvider = RenderUserStore.Provider;

/**
 * A store for one render outside the browser: a logged-out visitor on a phone (`isMobile`) or a
 * desktop, kept nowhere, never shared with another render.
 */
export function createRenderUserStore(isMobile: boolean): StoreApi<UserState> {
  return createStore<UserState>()(userState(isMobile));
}

const wholeState = (s: UserState) => s;

function useUserState<T>(selector?: (s: UserState) => T): T | UserState {
  const store = useContext(RenderUserStore) ?? browserStore;
  return useStore<StoreApi<UserState>, T | UserState>(store, selector ?? wholeState);
}

/**
 * The user store: as a hook, the render's store (the browser's, or the one a server render gives
 * with {@link UserStoreProvider}); `getState`, `setState`, `subscribe` and `persist` are the
 * browser's store's.
 */
export const useUserStore = Object.assign(useUserState, browserStore) as UseBoundStore<
  typeof browserStore
>;

/** True when a token is stored. */
export const selectLoggedIn = (s: UserState): boolean => s.userInfo.token !== '';

/** Opens the login overlay: for anonymous users who try something that needs a member. */
export function requireLogin(): void {
  useUserStore.getState().setLoginMask(true);
}

/** 13800138000 → 138****8000 */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}
