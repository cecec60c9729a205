import { ErrorCode, type Envelope } from '@lvxing/shared';

/** Wraps a successful result in the envelope. */
export function ok<T>(data: T): Envelope<T> {
  return { code: ErrorCode.OK, message: 'success', data };
}
