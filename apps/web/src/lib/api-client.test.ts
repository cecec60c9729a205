import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, REQUEST_TIMEOUT_MS } from '@lvxing/shared';
import { useLoadingStore } from '@/stores/loading-store';
import { emptyUserInfo, useUserStore } from '@/stores/user-store';
import { ApiError, apiClient, post } from './api-client';
import { resetUiBridge, setUiBridge } from './ui-bridge';

const mock = new MockAdapter(apiClient);
const toast = vi.fn();
const redirect = vi.fn();

beforeEach(() => {
  mock.reset();
  toast.mockReset();
  redirect.mockReset();
  setUiBridge({ toast, redirect });
  useUserStore.setState({ userInfo: emptyUserInfo(), loginAt: 0 });
  useLoadingStore.setState({ pending: 0 });
});
afterEach(() => {
  resetUiBridge();
  vi.restoreAllMocks();
});

const ok = <T>(data: T): [number, unknown] => [200, { code: 200, message: '成功', data }];
const loggedIn = () =>
  useUserStore.setState({
    userInfo: { token: 'tok-1', refreshToken: 'ref-1', mobile: '13800138000' },
    loginAt: Date.now(),
  });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
}

describe('requests', () => {
  it('POSTs JSON with credentials and the spec timeout', async () => {
    mock.onPost('/api/x').reply((config) => {
      expect(config.method).toBe('post');
      expect(config.withCredentials).toBe(true);
      expect(config.timeout).toBe(REQUEST_TIMEOUT_MS);
      expect(JSON.parse(config.data as string)).toEqual({ a: 1 });
      return ok(null);
    });
    await post('/api/x', { a: 1 });
  });

  it('sends the token header only when logged in', async () => {
    const seen: unknown[] = [];
    mock.onPost('/api/x').reply((config) => {
      seen.push(config.headers?.token);
      return ok(null);
    });
    await post('/api/x');
    loggedIn();
    await post('/api/x');
    expect(seen).toEqual([undefined, 'tok-1']);
  });

  it('counts calls in flight for the loading overlay, and silent calls do not', async () => {
    let during = -1;
    mock.onPost('/api/x').reply(() => {
      during = useLoadingStore.getState().pending;
      return ok(1);
    });
    await post('/api/x');
    expect(during).toBe(1);
    expect(useLoadingStore.getState().pending).toBe(0);
    await post('/api/x', {}, { silent: true });
    expect(during).toBe(0);
    mock.onPost('/api/fail').reply(500);
    await failure(post('/api/fail'));
    expect(useLoadingStore.getState().pending).toBe(0);
  });
});

describe('envelope (site-spec §7, §8)', () => {
  it('unwraps data when code is 200', async () => {
    mock.onPost('/api/x').reply(...ok({ id: 7 }));
    await expect(post('/api/x')).resolves.toEqual({ id: 7 });
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts the server message and rejects with code, message and data', async () => {
    mock.onPost('/api/x').reply(200, { code: 12001, message: '手机号或密码错误', data: { n: 1 } });
    const error = await failure(post('/api/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 12001, message: '手机号或密码错误', data: { n: 1 } });
    expect(toast).toHaveBeenCalledWith('error', '手机号或密码错误', 3000);
    expect(redirect).not.toHaveBeenCalled();
  });

  it.each([11001, 11003])('code %i clears the user info and redirects to /login', async (code) => {
    loggedIn();
    mock.onPost('/api/x').reply(200, { code, message: '登录已失效，请重新登录', data: null });
    const error = await failure(post('/api/x'));
    expect(error.code).toBe(code);
    expect(useUserStore.getState().userInfo).toEqual(emptyUserInfo());
    expect(redirect).toHaveBeenCalledWith('/login');
    expect(toast).toHaveBeenCalledWith('error', '登录已失效，请重新登录', 3000);
  });

  it('returns the whole body of the pay-state path as a normal result', async () => {
    const body = { code: 20001, message: '未支付', data: { state: 'WAIT' } };
    mock.onPost(ApiPath.planeOrderPayState).reply(200, body);
    await expect(post(ApiPath.planeOrderPayState)).resolves.toEqual(body);
    expect(toast).not.toHaveBeenCalled();
  });

  it('shows nothing for the login-state path, even for session codes', async () => {
    loggedIn();
    mock.onPost(ApiPath.userLoginState).reply(200, { code: 11003, message: '过期', data: null });
    const error = await failure(post(ApiPath.userLoginState));
    expect(error.code).toBe(11003);
    expect(toast).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
    expect(useUserStore.getState().userInfo.token).toBe('tok-1');
  });
});

describe('transport errors (site-spec §8)', () => {
  it.each([
    [302, '接口重定向了！'],
    [403, '无权限操作！'],
    [404, '请求地址出错: /api/x'],
    [500, '服务器内部错误！'],
    [503, '服务不可用！'],
    [418, '异常问题，请联系管理员！'],
    [502, '异常问题，请联系管理员！'],
  ])('HTTP %i toasts %s', async (status, text) => {
    mock.onPost('/api/x').reply(status);
    const error = await failure(post('/api/x'));
    expect(toast).toHaveBeenCalledWith('error', text, 3000);
    expect(error).toMatchObject({ kind: 'http', code: status, message: text });
  });

  it('toasts 网络请求超时！ on a timeout', async () => {
    mock.onPost('/api/x').timeout();
    const error = await failure(post('/api/x'));
    expect(toast).toHaveBeenCalledWith('error', '网络请求超时！', 3000);
    expect(error.kind).toBe('timeout');
  });

  it('toasts 网络请求超时！ for ETIMEDOUT too', async () => {
    mock.onPost('/api/x').reply(() => {
      const error = Object.assign(new Error('t'), { isAxiosError: true, code: 'ETIMEDOUT' });
      return Promise.reject(error);
    });
    await failure(post('/api/x'));
    expect(toast).toHaveBeenCalledWith('error', '网络请求超时！', 3000);
  });

  it('toasts 服务端异常！ on a network error while online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    mock.onPost('/api/x').networkError();
    await failure(post('/api/x'));
    expect(toast).toHaveBeenCalledWith('error', '服务端异常！', 3000);
  });

  it('toasts 网络断开连接！ on a network error while offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mock.onPost('/api/x').networkError();
    await failure(post('/api/x'));
    expect(toast).toHaveBeenCalledWith('error', '网络断开连接！', 3000);
  });

  it('only logs a cancelled call', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    mock.onPost('/api/x').reply(() => new Promise(() => undefined));
    const controller = new AbortController();
    const pending = post('/api/x', {}, { signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe('cancel');
    expect(toast).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalled();
    expect(useLoadingStore.getState().pending).toBe(0);
  });
});
