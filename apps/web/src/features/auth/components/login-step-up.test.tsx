import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter } from 'react-router';
import { ApiPath, ErrorCode, ErrorMessage } from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { emptyUserInfo, useUserStore } from '@/stores/user-store';
import { LoginOverlay } from './login-overlay';

const mock = new MockAdapter(apiClient);
const toast = vi.fn();
const STEP_UP = ErrorMessage[ErrorCode.LOGIN_SMS_REQUIRED];
const session = { token: 'tok', refreshToken: 'ref', mobile: '13800138000' };
const ok = (data: unknown): [number, unknown] => [200, { code: 200, message: '成功', data }];

beforeEach(() => {
  mock.reset();
  toast.mockReset();
  setUiBridge({ toast });
  useUserStore.setState({ userInfo: emptyUserInfo(), loginAt: 0, loginMask: true });
});
afterEach(() => resetUiBridge());

const bodies = (path: string) =>
  mock.history.post.filter((c) => c.url === path).map((c) => JSON.parse(c.data as string));

/** Answers the login: 12007 while no SMS code comes with the password, else the session. */
function serverAskingForCode() {
  mock.onPost(ApiPath.userLogin).reply((config) => {
    const body = JSON.parse(config.data as string) as { smsCode?: string };
    return body.smsCode
      ? ok(session)
      : [200, { code: ErrorCode.LOGIN_SMS_REQUIRED, message: STEP_UP }];
  });
  mock.onPost(ApiPath.userSmsCodeSend).reply(200, { code: 200, message: '成功', data: null });
}

async function tryPassword(mobile = '13800138000') {
  const user = userEvent.setup();
  const onSuccess = vi.fn();
  render(
    <MemoryRouter>
      <LoginOverlay open onClose={vi.fn()} onSuccess={onSuccess} />
    </MemoryRouter>,
  );
  await user.type(screen.getByPlaceholderText('请输入手机号'), mobile);
  await user.type(screen.getByPlaceholderText('请输入密码'), 'lvxing2026');
  await user.click(screen.getByRole('button', { name: '登录' }));
  return { user, onSuccess };
}

describe('password login after too many failures: an SMS code, not a lockout', () => {
  it('has no SMS code field until the server asks for one', () => {
    render(
      <MemoryRouter>
        <LoginOverlay open onClose={vi.fn()} onSuccess={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull();
  });

  it('on 12007 shows the message and a code field with 获取验证码 (action Login)', async () => {
    serverAskingForCode();
    const { user, onSuccess } = await tryPassword();
    expect(await screen.findByPlaceholderText('请输入验证码')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('error', STEP_UP, 3000);
    expect(screen.getByRole('status')).toHaveTextContent(STEP_UP);
    expect(onSuccess).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    await vi.waitFor(() =>
      expect(bodies(ApiPath.userSmsCodeSend)).toEqual([{ mobile: '13800138000', action: 'Login' }]),
    );
    expect(await screen.findByRole('button', { name: '59s后重新获取' })).toBeDisabled();
  });

  it('requires the code, then sends it with the password and logs in', async () => {
    serverAskingForCode();
    const { user, onSuccess } = await tryPassword();
    const code = await screen.findByPlaceholderText('请输入验证码');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
    expect(bodies(ApiPath.userLogin)).toHaveLength(1);

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith(session));
    expect(bodies(ApiPath.userLogin)).toEqual([
      { mobile: '13800138000', password: 'lvxing2026' },
      { mobile: '13800138000', password: 'lvxing2026', smsCode: '654321' },
    ]);
  });

  it('checks that the account is a mobile before sending the code', async () => {
    serverAskingForCode();
    const { user } = await tryPassword('zhangsan');
    await screen.findByPlaceholderText('请输入验证码');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(bodies(ApiPath.userSmsCodeSend)).toEqual([]);
  });

  it('keeps a plain wrong password as it was: the message, no code field', async () => {
    mock.onPost(ApiPath.userLogin).reply(200, { code: 12001, message: '手机号或密码错误' });
    await tryPassword();
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('error', '手机号或密码错误', 3000));
    expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull();
  });
});
