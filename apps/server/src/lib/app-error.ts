import { ErrorMessage, type ErrorCodeValue } from '@lvxing/shared';

/**
 * The one error type of the server. The error handler turns it into the envelope
 * `{code, message, data}` with HTTP 200 (site-spec §7–8).
 */
export class AppError extends Error {
  readonly code: ErrorCodeValue;
  readonly data: unknown;

  constructor(code: ErrorCodeValue, message?: string, data: unknown = null, cause?: unknown) {
    super(message ?? ErrorMessage[code], cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.code = code;
    this.data = data;
  }
}
