import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiPath } from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { emptyUserInfo, useUserStore } from '@/stores/user-store';
import RegisterPage from './register-page';

const mock = new MockAdapter(apiClient);
const toast = vi.fn();
const AGREE = '我已阅读并同意《用户协议》和《隐私政策》';
const session = { token: 'tok', refreshToken: 'ref', mobile: '13900002222' };
const ok = (data: unknown): [number, unknown] => [200, { code: 200, message: '成功', data }];

beforeEach(() => {
  mock.reset();
  toast.mockReset();
  setUiBridge({ toast });
  useUserStore.setState({ userInfo: emptyUserInfo(), loginAt: 0 });
});
afterEach(() => resetUiBridge());

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

async function fillForm(type: 'register' | 'reset') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/register?type=${type}`]}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  await user.type(screen.getByPlaceholderText('请输入手机号'), '13900002222');
  await user.type(screen.getByPlaceholderText('请输入验证码'), '123456');
  await user.type(screen.getByLabelText(/登录密码|新密码/), 'a long pass phrase');
  await user.type(screen.getByLabelText('确认密码'), 'a long pass phrase');
  return user;
}

const sent = (path: string) =>
  mock.history.post.filter((c) => c.url === path).map((c) => JSON.parse(c.data as string));

describe('/register?type=register: consent (PIPL art. 13–14)', () => {
  it('has an unticked box with both titles as links to the pages, opened in a new tab', async () => {
    await fillForm('register');
    expect(screen.getByRole('checkbox', { name: AGREE })).not.toBeChecked();
    for (const [name, href] of [
      ['《用户协议》', '/agreement'],
      ['《隐私政策》', '/privacy'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('refuses to register until ticked, then sends agreed: true and logs the member in', async () => {
    mock.onPost(ApiPath.userRegister).reply(200, ok(session)[1]);
    const user = await fillForm('register');
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请阅读并同意《用户协议》和《隐私政策》');
    expect(sent(ApiPath.userRegister)).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: AGREE }));
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/ticket/book?train=flight');
    expect(sent(ApiPath.userRegister)).toEqual([
      { mobile: '13900002222', smsCode: '123456', password: 'a long pass phrase', agreed: true },
    ]);
    expect(useUserStore.getState().userInfo.mobile).toBe('13900002222');
  });
});

describe('/register?type=reset', () => {
  it('resets the password of a member without asking for consent again', async () => {
    mock.onPost(ApiPath.userPasswordReset).reply(200, ok(null)[1]);
    const user = await fillForm('reset');
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/login');
    expect(sent(ApiPath.userPasswordReset)).toEqual([
      { mobile: '13900002222', smsCode: '123456', password: 'a long pass phrase' },
    ]);
  });
});
