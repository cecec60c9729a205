import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, ErrorMessage } from '@lvxing/shared';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/db-errors';

/** True when a message is Chinese text (names its field in Chinese, schemas/messages.ts). */
const CHINESE = /\p{Script=Han}/u;

/** Sends a body as JSON text, bypassing the route's success-response serializer. */
function sendRaw(
  reply: FastifyReply,
  status: number,
  body: { code: number; message: string; data: unknown },
) {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * The central error and not-found handlers (site-spec §7–8):
 * - AppError → HTTP 200 `{code, message, data}`;
 * - validation → 10001 with the first issue's message, naming the field in Chinese;
 * - malformed JSON, wrong content type, oversized body → 10002 with HTTP 400/413/415;
 * - the database unreachable (connection refused or lost) → HTTP 503 with 50300;
 * - anything else → HTTP 500, logged with the request id, generic text.
 * Unknown paths answer HTTP 404 with an envelope.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return sendRaw(reply, 200, { code: err.code, message: err.message, data: err.data });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // every schema message names its field in Chinese (field-labels.ts; zod's defaults too, via
      // schemas/messages.ts), so the message goes out as it is: no English path in front
      const first = err.validation[0]?.message;
      const message = first && CHINESE.test(first) ? first : ErrorMessage[ErrorCode.INVALID_PARAMS];
      return sendRaw(reply, 200, { code: ErrorCode.INVALID_PARAMS, message, data: null });
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        status === 413
          ? '请求体过大'
          : status === 415
            ? '请以 JSON 格式提交'
            : ErrorMessage[ErrorCode.BAD_REQUEST_BODY];
      return sendRaw(reply, status, { code: ErrorCode.BAD_REQUEST_BODY, message, data: null });
    }
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ reqId: req.id, err: (err as Error).message }, 'database unavailable');
      return sendRaw(reply, 503, {
        code: ErrorCode.UNAVAILABLE,
        message: ErrorMessage[ErrorCode.UNAVAILABLE],
        data: null,
      });
    }
    req.log.error({ err, reqId: req.id }, 'unexpected error');
    return sendRaw(reply, 500, {
      code: ErrorCode.INTERNAL,
      message: ErrorMessage[ErrorCode.INTERNAL],
      data: { requestId: req.id },
    });
  });

  app.setNotFoundHandler((req, reply) => {
    sendRaw(reply, 404, { code: 404, message: `接口不存在: ${req.method} ${req.url}`, data: null });
  });
}
