import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  ErrorCode,
  FilePath,
  fileUploadResult,
  TICKET_ATTACHMENT_LIMITS,
  TICKET_ATTACHMENT_MIMES,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { multipartError } from '../../lib/multipart-error';
import type { makeRequireAuth } from '../../plugins/auth';
import { staffOf, ANY_STAFF_ROLE, type RequireStaff } from '../staff/staff.guard';
import type { FileActor, FileDeps, IncomingFile, UploadRule } from './files.deps';
import { readFile, storeUploads } from './files.service';

const tags = ['files'];
const FILE_ROLES = ['SERVICE', 'ADMIN'] as const;

/** Ticket attachments: JPEG, PNG, WebP, PDF by their bytes; 5 MB each, 3 an upload. */
export const TICKET_UPLOAD_RULE: UploadRule = {
  mimes: TICKET_ATTACHMENT_MIMES,
  maxBytes: TICKET_ATTACHMENT_LIMITS.maxBytes,
  maxFiles: TICKET_ATTACHMENT_LIMITS.perMessage,
};

const idParams = z.object({ id: z.uuid({ error: '文件不存在' }) });

/**
 * Reads an upload's files (multipart/form-data, field name free) within the rule's limits:
 * busboy stops a file at `maxBytes + 1` and counts files, so a huge body is never buffered.
 * @throws AppError 22005 not multipart, 22002 a file too large, 22003 too many files.
 */
async function readParts(req: FastifyRequest, rule: UploadRule): Promise<IncomingFile[]> {
  if (!req.isMultipart()) throw new AppError(ErrorCode.FILE_MISSING);
  const out: IncomingFile[] = [];
  try {
    for await (const part of req.files({
      limits: {
        fileSize: rule.maxBytes,
        files: rule.maxFiles,
        fields: 5,
        parts: rule.maxFiles + 5,
      },
    })) {
      out.push({ name: part.filename, bytes: await part.toBuffer() });
    }
  } catch (err) {
    throw multipartError(err);
  }
  return out;
}

/** Sends a file's bytes: its sniffed type, inline, never sniffed again nor cached by others. */
function sendFile(reply: FastifyReply, file: Awaited<ReturnType<typeof readFile>>) {
  return reply
    .header('content-type', file.row.mime)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.row.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=3600')
    .send(file.bytes);
}

/**
 * File calls (`FilePath`): members and staff upload ticket attachments (multipart) and read
 * them back. A member reads their own uploads and their tickets' attachments; staff (客服, 运营,
 * 管理员) read any; anyone else gets 22004 (never says the file exists).
 */
export const fileRoutes: FastifyPluginAsyncZod<{
  deps: FileDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
  requireStaff: RequireStaff;
}> = async (app, { deps, requireAuth, requireStaff }) => {
  await app.register(multipart);
  const upload = async (req: FastifyRequest, owner: FileActor) =>
    ok({
      files: await storeUploads(
        deps,
        owner,
        await readParts(req, TICKET_UPLOAD_RULE),
        TICKET_UPLOAD_RULE,
      ),
    });
  const uploadSchema = { tags, response: { 200: envelopeSchema(fileUploadResult) } };

  app.post(
    FilePath.upload,
    {
      preHandler: requireAuth,
      schema: {
        ...uploadSchema,
        summary: '上传工单附件（会员；JPG/PNG/WebP/PDF，每个≤5MB，最多3个）',
      },
    },
    async (req) => upload(req, { memberId: req.member!.userId }),
  );
  app.post(
    FilePath.staffUpload,
    {
      preHandler: requireStaff(FILE_ROLES),
      schema: { ...uploadSchema, summary: '上传工单回复附件（客服、管理员）' },
    },
    async (req) => upload(req, { staffId: staffOf(req).staffId }),
  );
  app.get(
    FilePath.content,
    {
      preHandler: requireAuth,
      schema: { tags, summary: '读取文件（本人上传或本人工单的附件）', params: idParams },
    },
    async (req, reply) =>
      sendFile(reply, await readFile(deps, req.params.id, { memberId: req.member!.userId })),
  );
  app.get(
    FilePath.staffContent,
    {
      preHandler: requireStaff(ANY_STAFF_ROLE),
      schema: { tags, summary: '读取文件（员工）', params: idParams },
    },
    async (req, reply) =>
      sendFile(reply, await readFile(deps, req.params.id, { staffId: staffOf(req).staffId })),
  );
};
