import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { emptyUserInfo, requireLogin, useUserStore } from '@/stores/user-store';
import { login } from '../api/login';
import { LoginOverlayHost } from './login-overlay-host';

vi.mock('../api/login', () => ({ login: vi.fn() }));
const loginMock = vi.mocked(login);
const toast = vi.fn();

beforeEach(() => {
  loginMock.mockReset();
  toast.mockReset();
  setUiBridge({ toast });
  useUserStore.setState({ userInfo: emptyUserInfo(), loginAt: 0, loginMask: true });
});
afterEach(() => {
  vi.useRealTimers();
  resetUiBridge();
});

/** Stands in for the app's navigation effect: every navigation hides the login mask. */
function Shell() {
  const location = useLocation();
  useLayoutEffect(() => useUserStore.getState().setLoginMask(false), [location.key]);
  return (
    <>
      <Outlet />
      <LoginOverlayHost />
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Shell,
        children: [
          { index: true, Component: Where },
          { path: '*', Component: Where },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('login overlay host', () => {
  it('does not open on a first visit although loginMask starts true', async () => {
    renderApp('/');
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => requireLogin());
    // the dialog is a lazy chunk: on a busy machine its import can take longer than findBy's 1 s
    expect(await screen.findByRole('dialog', undefined, { timeout: 10_000 })).toBeInTheDocument();
  });

  it.each([
    ['/login', '/ticket/book?train=flight'],
    ['/login?type=train', '/ticket/book?train=train'],
  ])('on %s a successful login stores the user and goes to %s after 1200 ms', async (from, to) => {
    const user = userEvent.setup();
    loginMock.mockResolvedValue({ token: 'tok', refreshToken: 'ref', mobile: '13800138000' });
    renderApp(from);
    await screen.findByRole('dialog');
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13800138000');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'lvxing2026');
    vi.useFakeTimers();
    await act(async () => {
      screen.getByRole('button', { name: '登录' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(loginMock).toHaveBeenCalledWith({ mobile: '13800138000', password: 'lvxing2026' });
    const s = useUserStore.getState();
    expect(s.userInfo).toEqual({ token: 'tok', refreshToken: 'ref', mobile: '13800138000' });
    expect(s.loginAt).toBeGreaterThan(0);
    expect(s.loginMask).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toast).toHaveBeenCalledWith('success', '登录成功', 1200);
    await act(() => vi.advanceTimersByTimeAsync(1199));
    expect(screen.getByTestId('where')).toHaveTextContent(from);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('where')).toHaveTextContent(to);
  });

  it('a failed login keeps the overlay open', async () => {
    const user = userEvent.setup();
    loginMock.mockRejectedValue(new Error('手机号或密码错误'));
    renderApp('/login');
    await screen.findByRole('dialog');
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13800138000');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'wrong');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(useUserStore.getState().userInfo.token).toBe('');
  });

  it('closing on /login goes back to the home page', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});
