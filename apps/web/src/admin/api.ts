/**
 * The staff console's own axios instance (never the member api-client): POST JSON with the
 * `staff-token` header, the `{code, message, data}` envelope. A 30002 answer (staff session
 * missing or ended) clears the console's session and goes to the console's own /admin/login.
 */
import axios, { type AxiosError } from 'axios';
import { ErrorCode, REQUEST_TIMEOUT_MS, STAFF_TOKEN_HEADER, type Envelope } from '@lvxing/shared';
import { useStaffSession } from './session';

/** The console's login page (not the members' /login). */
export const ADMIN_LOGIN_PATH = '/admin/login';

/** What a failed console call rejects with: the server's code and Chinese message. */
export class StaffApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'StaffApiError';
  }
}

let navigate: (path: string) => void = (path) => window.location.assign(path);

/** Lets the router navigate on a lost session (no full reload); tests pass a spy. */
export function setSessionLostNavigator(fn: (path: string) => void): void {
  navigate = fn;
}

export const staffHttp = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

staffHttp.interceptors.request.use((config) => {
  const token = useStaffSession.getState().token;
  if (token) config.headers.set(STAFF_TOKEN_HEADER, token);
  return config;
});

function transportMessage(err: AxiosError): string {
  if (err.code === 'ECONNABORTED') return '网络请求超时，请稍后重试';
  if (!err.response) return '网络断开连接，请检查网络';
  return `服务异常（${err.response.status}），请稍后重试`;
}

/**
 * POSTs `body` to a staff call and answers its `data`.
 * @throws StaffApiError with the server's code and message (30002 also signs out and goes to
 *   /admin/login), or code 0 for a transport failure.
 */
export async function staffPost<T>(path: string, body: object = {}): Promise<T> {
  let envelope: Envelope<T>;
  try {
    envelope = (await staffHttp.post<Envelope<T>>(path, body)).data;
  } catch (err) {
    throw new StaffApiError(0, transportMessage(err as AxiosError));
  }
  if (envelope.code === 200) return envelope.data;
  if (envelope.code === ErrorCode.STAFF_SESSION_INVALID) {
    useStaffSession.getState().clear();
    if (window.location.pathname !== ADMIN_LOGIN_PATH) navigate(ADMIN_LOGIN_PATH);
  }
  throw new StaffApiError(envelope.code, envelope.message);
}
