import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
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
const AGREE = '我已阅读并同意《用户协议》和《隐私政策》';
const REFUSED = '请阅读并同意《用户协议》和《隐私政策》';
const session = { token: 'tok', refreshToken: 'ref', mobile: '13900001111' };

beforeEach(() => {
  mock.reset();
  toast.mockReset();
  setUiBridge({ toast });
  useUserStore.setState({ userInfo: emptyUserInfo(), loginAt: 0, loginMask: true });
});
afterEach(() => resetUiBridge());

/** The login requests' bodies, in order. */
function loginBodies(): unknown[] {
  return mock.history.post
    .filter((c) => c.url === ApiPath.userLogin)
    .map((c) => JSON.parse(c.data as string) as unknown);
}

async function openSmsTab() {
  const user = userEvent.setup();
  const onSuccess = vi.fn();
  render(
    <MemoryRouter>
      <LoginOverlay open onClose={vi.fn()} onSuccess={onSuccess} />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('tab', { name: '验证码登录' }));
  const panel = screen.getByRole('tabpanel', { name: '验证码登录' });
  await user.type(within(panel).getByPlaceholderText('请输入手机号'), '13900001111');
  await user.type(within(panel).getByPlaceholderText('请输入验证码'), '123456');
  return { user, panel, onSuccess };
}

describe('SMS login: consent to the 用户协议 and 隐私政策 (PIPL art. 13–14)', () => {
  it('has an unticked box whose titles open the pages in a new tab', async () => {
    const { panel } = await openSmsTab();
    const box = within(panel).getByRole('checkbox', { name: AGREE });
    expect(box).not.toBeChecked();
    const agreement = within(panel).getByRole('link', { name: '《用户协议》' });
    const privacy = within(panel).getByRole('link', { name: '《隐私政策》' });
    expect(agreement).toHaveAttribute('href', '/agreement');
    expect(privacy).toHaveAttribute('href', '/privacy');
    expect(agreement).toHaveAttribute('target', '_blank');
    expect(privacy).toHaveAttribute('target', '_blank');
  });

  it('refuses to log in until the box is ticked, then sends agreed: true', async () => {
    mock.onPost(ApiPath.userLogin).reply(200, { code: 200, message: '成功', data: session });
    const { user, panel, onSuccess } = await openSmsTab();
    await user.click(within(panel).getByRole('button', { name: '登录' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(REFUSED);
    expect(loginBodies()).toEqual([]);

    await user.click(within(panel).getByRole('checkbox', { name: AGREE }));
    expect(within(panel).queryByRole('alert')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: '登录' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith(session));
    expect(loginBodies()).toEqual([{ mobile: '13900001111', smsCode: '123456', agreed: true }]);
  });

  it('shows the server’s 12006 message at the box and unticks it', async () => {
    const message = ErrorMessage[ErrorCode.AGREEMENT_REQUIRED];
    mock.onPost(ApiPath.userLogin).reply(200, { code: ErrorCode.AGREEMENT_REQUIRED, message });
    const { user, panel, onSuccess } = await openSmsTab();
    await user.click(within(panel).getByRole('checkbox', { name: AGREE }));
    await user.click(within(panel).getByRole('button', { name: '登录' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(message);
    expect(toast).toHaveBeenCalledWith('error', message, 3000);
    expect(within(panel).getByRole('checkbox', { name: AGREE })).not.toBeChecked();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('asks existing members on the password tab for no consent', () => {
    render(
      <MemoryRouter>
        <LoginOverlay open onClose={vi.fn()} onSuccess={vi.fn()} />
      </MemoryRouter>,
    );
    const panel = screen.getByRole('tabpanel', { name: '密码登录' });
    expect(within(panel).queryByRole('checkbox')).toBeNull();
  });
});
