import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { emptyUserInfo, useUserStore } from '@/stores/user-store';
import { login } from '../api/login';
import { sendSmsCode } from '../api/send-sms-code';
import { LoginOverlay } from './login-overlay';

vi.mock('../api/login', () => ({ login: vi.fn() }));
vi.mock('../api/send-sms-code', () => ({ sendSmsCode: vi.fn() }));
const loginMock = vi.mocked(login);
const sendMock = vi.mocked(sendSmsCode);
const toast = vi.fn();

beforeEach(() => {
  loginMock.mockReset();
  sendMock.mockReset();
  toast.mockReset();
  setUiBridge({ toast });
  useUserStore.setState({ userInfo: emptyUserInfo(), loginAt: 0, loginMask: true });
});
afterEach(() => {
  vi.useRealTimers();
  resetUiBridge();
});

function renderOverlay() {
  const onClose = vi.fn();
  const onSuccess = vi.fn();
  render(
    <MemoryRouter>
      <LoginOverlay open onClose={onClose} onSuccess={onSuccess} />
    </MemoryRouter>,
  );
  return { onClose, onSuccess, dialog: screen.getByRole('dialog') };
}

const smsPanel = () => screen.getByRole('tabpanel', { name: '验证码登录' });

describe('login overlay (site-spec §2, §5)', () => {
  it('has the two tabs, the password tab first', async () => {
    const user = userEvent.setup();
    renderOverlay();
    expect(screen.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '密码登录' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(smsPanel()).toBeInTheDocument();
    expect(within(smsPanel()).getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '忘记密码' })).toHaveAttribute(
      'href',
      '/register?type=reset',
    );
    expect(screen.getByRole('link', { name: '立即注册' })).toHaveAttribute(
      'href',
      '/register?type=register',
    );
  });

  it('validates the password tab on blur with the spec messages', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(screen.getByPlaceholderText('请输入手机号'));
    await user.click(screen.getByPlaceholderText('请输入密码'));
    expect(screen.getByText('请输入账户/手机号')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
  });

  it('validates the SMS tab on blur and caps the mobile at 11 characters', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    const mobile = within(smsPanel()).getByPlaceholderText('请输入手机号');
    expect(mobile).toHaveAttribute('maxLength', '11');
    await user.click(mobile);
    await user.click(within(smsPanel()).getByPlaceholderText('请输入验证码'));
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    await user.type(mobile, '123456789012345');
    expect(mobile).toHaveValue('12345678901');
    await user.click(within(smsPanel()).getByPlaceholderText('请输入验证码'));
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
  });

  it('validates the whole form before submitting', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入账户/手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('checks the mobile before sending an SMS code', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.click(within(smsPanel()).getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('sends the code, counts down from 59 s with the button disabled, then resets', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    sendMock.mockResolvedValue(null);
    renderOverlay();
    await user.click(screen.getByRole('tab', { name: '验证码登录' }));
    await user.type(within(smsPanel()).getByPlaceholderText('请输入手机号'), '13800138000');
    await user.click(within(smsPanel()).getByRole('button', { name: '获取验证码' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(sendMock).toHaveBeenCalledWith({ mobile: '13800138000', action: 'Login' });
    const counting = within(smsPanel()).getByRole('button', { name: '59s后重新获取' });
    expect(counting).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(smsPanel()).getByRole('button', { name: '58s后重新获取' })).toBeDisabled();
    // one re-render per second: each tick schedules the next
    for (let i = 0; i < 57; i += 1) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(smsPanel()).getByRole('button', { name: '1s后重新获取' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(smsPanel()).getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('closes from the close icon and from the mask', async () => {
    const user = userEvent.setup();
    const { onClose } = renderOverlay();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await user.click(screen.getByTestId('dialog-mask'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
