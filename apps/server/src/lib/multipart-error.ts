import { ErrorCode } from '@lvxing/shared';
import { AppError } from './app-error';

/**
 * The envelope error of a multipart body that could not be read: @fastify/multipart's limits
 * (`FST_REQ_FILE_TOO_LARGE` 22002, a files/parts/fields limit 22003 with `tooMany`'s words), its
 * other refusals (22005), and busboy's own parse errors, which carry no code (no boundary, a body
 * cut short): the body is malformed, never the server (the read only parses the request), 22005.
 */
export function multipartError(err: unknown, tooMany?: string): AppError {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(ErrorCode.FILE_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new AppError(ErrorCode.FILE_TOO_MANY, tooMany);
  if (code?.startsWith('FST_')) return new AppError(ErrorCode.FILE_MISSING);
  return new AppError(ErrorCode.FILE_MISSING, '上传内容格式不正确，请重新选择文件');
}
