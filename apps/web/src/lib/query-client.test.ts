import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@lvxing/shared';
import { useLoadingStore } from '@/stores/loading-store';
import { apiClient, ApiError, post } from './api-client';
import {
  createQueryClient,
  QUERY_REQUEST,
  READ_RETRY_DELAY_MS,
  shouldRetryRead,
} from './query-client';
import { resetUiBridge, setUiBridge } from './ui-bridge';

const mock = new MockAdapter(apiClient);
const toast = vi.fn();

beforeEach(() => {
  mock.reset();
  toast.mockReset();
  setUiBridge({ toast, redirect: vi.fn() });
  useLoadingStore.setState({ pending: 0 });
});
afterEach(() => {
  resetUiBridge();
  vi.unstubAllGlobals();
});

/** A read through a fresh client with the site's defaults. */
function read(path: string) {
  return createQueryClient().fetchQuery({
    queryKey: [path],
    queryFn: () => post(path, {}, QUERY_REQUEST),
  });
}

describe('reads through the query cache', () => {
  it('asks once more after a gateway error and toasts nothing when the second try answers', async () => {
    let calls = 0;
    mock.onPost('/api/x').reply(() => {
      calls += 1;
      return calls === 1 ? [503, ''] : [200, { code: 200, message: '成功', data: 'ok' }];
    });
    await expect(read('/api/x')).resolves.toBe('ok');
    expect(calls).toBe(2);
    expect(toast).not.toHaveBeenCalled();
  });

  it('toasts the catalogue text once, after the last try', async () => {
    let calls = 0;
    mock.onPost('/api/x').reply(() => {
      calls += 1;
      return [503, ''];
    });
    await expect(read('/api/x')).rejects.toMatchObject({ kind: 'http', code: 503 });
    expect(calls).toBe(2);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('error', '服务不可用！', expect.any(Number));
  });

  it('never asks again after a business error of the envelope (toasted by the client)', async () => {
    let calls = 0;
    mock.onPost('/api/x').reply(() => {
      calls += 1;
      return [200, { code: 13001, message: '航班不存在', data: null }];
    });
    await expect(read('/api/x')).rejects.toMatchObject({ kind: 'business', code: 13001 });
    expect(calls).toBe(1);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('error', '航班不存在', expect.any(Number));
  });

  it('offline, does not ask again and says 网络断开连接！ once', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    mock.onPost(ApiPath.planeFlightSearch).networkError();
    await expect(read(ApiPath.planeFlightSearch)).rejects.toMatchObject({ kind: 'network' });
    expect(mock.history.post).toHaveLength(1);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('error', '网络断开连接！', expect.any(Number));
  });
});

describe('shouldRetryRead', () => {
  const failure = (kind: ApiError['kind'], code: number, deferred = true) =>
    new ApiError(kind, code, 'x', undefined, deferred);

  it('retries a deferred network or gateway failure once, nothing else', () => {
    expect(shouldRetryRead(0, failure('network', 0))).toBe(true);
    expect(shouldRetryRead(0, failure('http', 502))).toBe(true);
    expect(shouldRetryRead(1, failure('http', 502))).toBe(false);
    expect(shouldRetryRead(0, failure('http', 404))).toBe(false);
    expect(shouldRetryRead(0, failure('http', 500))).toBe(false);
    expect(shouldRetryRead(0, failure('timeout', 0))).toBe(false);
    expect(shouldRetryRead(0, failure('business', 11001))).toBe(false);
    // a failure the client already toasted is not asked again (it would toast twice)
    expect(shouldRetryRead(0, failure('network', 0, false))).toBe(false);
    expect(shouldRetryRead(0, new Error('boom'))).toBe(false);
    expect(READ_RETRY_DELAY_MS).toBeGreaterThan(0);
  });
});
