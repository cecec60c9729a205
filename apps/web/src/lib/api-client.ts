/**
 * THE axios instance and the rules of site-spec §7–§9: POST JSON with credentials, the token
 * header, a global loading counter, the `{code, message, data}` envelope and the error catalogue.
 */
import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import {
  ApiPath,
  ErrorCode,
  REQUEST_TIMEOUT_MS,
  TOKEN_HEADER,
  type Envelope,
} from '@lvxing/shared';
import { useLoadingStore } from '@/stores/loading-store';
import { useUserStore } from '@/stores/user-store';
import { apiClientLoaded } from './api-client-loaded';
import { ui } from './ui-bridge';

export type ApiErrorKind = 'business' | 'http' | 'timeout' | 'network' | 'cancel';

/** What every failed call rejects with. */
export class ApiError<D = unknown> extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly code: number,
    message: string,
    readonly data?: D,
    /** A transport failure not toasted yet: the caller shows `message` (RequestOptions). */
    readonly deferredToast = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** No global loading overlay for this call (silent polls, background refresh). */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * A transport failure (HTTP status, timeout, network) is not toasted here: the caller shows
   * the rejection's message once it gives up (the query cache does, after its retries:
   * lib/query-client.ts). Business errors and the session codes are handled here as always.
   */
  deferTransportToast?: boolean;
}

export const HttpErrorText: Record<number, string> = {
  302: '接口重定向了！',
  403: '无权限操作！',
  500: '服务器内部错误！',
  503: '服务不可用！',
};
export const UNKNOWN_HTTP_ERROR_TEXT = '异常问题，请联系管理员！';
export const NOT_FOUND_TEXT = '请求地址出错';
export const TIMEOUT_TEXT = '网络请求超时！';
export const SERVER_DOWN_TEXT = '服务端异常！';
export const OFFLINE_TEXT = '网络断开连接！';

const SESSION_CODES: readonly number[] = [ErrorCode.TOKEN_INVALID, ErrorCode.TOKEN_EXPIRED];

export const apiClient = axios.create({
  baseURL: '',
  method: 'post',
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  headers: { 'Content-Type': 'application/json' },
});

// The token is read from the store at call time, so a login or refresh takes effect at once.
apiClient.interceptors.request.use((config) => {
  const { token } = useUserStore.getState().userInfo;
  if (token) config.headers.set(TOKEN_HEADER, token);
  return config;
});

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && 'code' in body;
}

/** Applies §8 to an answer that arrived: unwraps `data` or rejects per the code. */
function handleBody<T>(path: string, body: unknown): T {
  if (!isEnvelope(body)) return body as T;
  if (body.code === ErrorCode.OK) return body.data as T;
  if (path === ApiPath.planeOrderPayState) return body as T;
  const error = new ApiError('business', body.code, body.message ?? '', body.data);
  if (path === ApiPath.userLoginState) throw error;
  if (SESSION_CODES.includes(body.code)) {
    useUserStore.getState().clearUserInfo();
    ui.redirect('/login');
  }
  if (body.message) ui.toast('error', body.message);
  throw error;
}

/** Maps a transport failure to its toast text (undefined for a cancelled call). */
export function transportErrorText(error: AxiosError): string | undefined {
  if (axios.isCancel(error)) return undefined;
  if (error.response) {
    const { status } = error.response;
    if (status === 404) return `${NOT_FOUND_TEXT}: ${error.config?.url ?? ''}`;
    return HttpErrorText[status] ?? UNKNOWN_HTTP_ERROR_TEXT;
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return TIMEOUT_TEXT;
  return navigator.onLine ? SERVER_DOWN_TEXT : OFFLINE_TEXT;
}

function handleTransportError(error: unknown, deferToast = false): never {
  if (!axios.isAxiosError(error)) throw error;
  if (axios.isCancel(error)) {
    console.info('请求已取消', error.config?.url ?? '');
    throw new ApiError('cancel', 0, error.message);
  }
  const text = transportErrorText(error) ?? UNKNOWN_HTTP_ERROR_TEXT;
  if (!deferToast) ui.toast('error', text);
  const kind: ApiErrorKind = error.response
    ? 'http'
    : text === TIMEOUT_TEXT
      ? 'timeout'
      : 'network';
  throw new ApiError(kind, error.response?.status ?? 0, text, error.response?.data, deferToast);
}

/** POSTs `body` as JSON to `path` and resolves with the envelope's `data`. */
export async function post<T, B = unknown>(
  path: string,
  body?: B,
  options: RequestOptions = {},
): Promise<T> {
  const loading = useLoadingStore.getState();
  if (!options.silent) loading.begin();
  try {
    const config: AxiosRequestConfig = { signal: options.signal };
    let responseBody: unknown;
    try {
      responseBody = (await apiClient.post(path, body ?? {}, config)).data;
    } catch (error) {
      handleTransportError(error, options.deferTransportToast);
    }
    return handleBody<T>(path, responseBody);
  } finally {
    if (!options.silent) useLoadingStore.getState().end();
  }
}

// waiting work (the stored session's check) runs now that a page has loaded the client
apiClientLoaded();
