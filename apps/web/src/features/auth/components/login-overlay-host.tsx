import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_SUCCESS_MESSAGE_MS, type LoginResult } from '@lvxing/shared';
import { ui } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';

const LoginOverlay = lazy(() => import('./login-overlay'));

export const LOGIN_SUCCESS_TEXT = '登录成功';

/** Where to go after a login (site-spec §2): train booking when opened with ?type=train. */
export function loginTarget(search: string): string {
  const type = new URLSearchParams(search).get('type');
  return `/ticket/book?train=${type === 'train' ? 'train' : 'flight'}`;
}

/**
 * Decides when the login overlay shows: on /login, and when the login mask was raised after
 * start-up (header entry, requireLogin()). Handles close and success.
 */
export function LoginOverlayHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const loginMask = useUserStore((s) => s.loginMask);
  // loginMask starts true (site-spec §3) and the first navigation sets it false: ignore it until then.
  const [armed, setArmed] = useState(false);
  const [dismissedKey, setDismissedKey] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setArmed(true);
    return () => clearTimeout(timer.current);
  }, []);

  const onLoginRoute = location.pathname === '/login' && dismissedKey !== location.key;
  const open = onLoginRoute || (armed && loginMask);

  const close = useCallback(() => {
    useUserStore.getState().setLoginMask(false);
    if (location.pathname === '/login') navigate('/', { replace: true });
  }, [location.pathname, navigate]);

  const onSuccess = useCallback(
    (result: LoginResult) => {
      const store = useUserStore.getState();
      store.setUserInfo(
        { token: result.token, refreshToken: result.refreshToken, mobile: result.mobile },
        Date.now(),
      );
      store.setLoginMask(false);
      setDismissedKey(location.key);
      ui.toast('success', LOGIN_SUCCESS_TEXT, LOGIN_SUCCESS_MESSAGE_MS);
      const target = loginTarget(location.search);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(target), LOGIN_SUCCESS_MESSAGE_MS);
    },
    [location.key, location.search, navigate],
  );

  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <LoginOverlay open={open} onClose={close} onSuccess={onSuccess} />
    </Suspense>
  );
}
