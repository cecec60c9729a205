import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorCode,
  VISA_MATERIAL_LIMITS,
  VisaOrderPath,
  envelopeSchema,
  visaApplicationSubmitBody,
  visaApplicationSubmitResult,
  visaCaseBody,
  visaCaseResult,
  visaMaterialFields,
  visaMaterialRemoveBody,
  type VisaMaterialFields,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { multipartError } from '../../lib/multipart-error';
import type { makeRequireAuth } from '../../plugins/auth';
import type { IncomingFile } from '../files/files.deps';
import { abortCase, submitCase } from './visa-case.service';
import { removeMaterial, uploadMaterial } from './visa-material.service';
import { submitApplication } from './visa-submit.service';
import type { VisaDeps } from './visa.deps';

const tags = ['visa'];
const caseAnswer = { 200: envelopeSchema(visaCaseResult) };

/**
 * The multipart body of an upload: its 3 text fields, then one file; busboy stops a file at
 * 10 MB. @throws AppError 22005 not multipart or malformed, 22002 too large, 22003 more than one
 * file or field, 10001 a field
 */
async function readUpload(
  req: FastifyRequest,
): Promise<{ fields: VisaMaterialFields; files: IncomingFile[] }> {
  if (!req.isMultipart()) throw new AppError(ErrorCode.FILE_MISSING);
  const raw: Record<string, unknown> = {};
  const files: IncomingFile[] = [];
  try {
    const limits = { fileSize: VISA_MATERIAL_LIMITS.maxBytes, files: 1, fields: 3, parts: 4 };
    for await (const part of req.parts({ limits })) {
      if (part.type === 'file') files.push({ name: part.filename, bytes: await part.toBuffer() });
      else raw[part.fieldname] = part.value;
    }
  } catch (err) {
    throw multipartError(err, '每次只能上传一个文件');
  }
  const parsed = visaMaterialFields.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(ErrorCode.INVALID_PARAMS, parsed.error.issues[0]?.message ?? '参数错误');
  }
  return { fields: parsed.data, files };
}

/**
 * The member's visa order calls (`VisaOrderPath`): the spec's application submit, material
 * uploads (multipart, this route's own 10 MB limit: the API's general body limit stays small)
 * and removal, the case's submit for review and its abort. Each reads or writes only the
 * member's own orders (another member's answers 15001 as a missing one).
 */
export const visaOrderRoutes: FastifyPluginAsyncZod<{
  deps: VisaDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  await app.register(multipart);
  const member = (req: FastifyRequest) => req.member!.userId;

  app.post(
    VisaOrderPath.applicationSubmit,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary:
          '签证申请下单（27001 产品不存在，27002 领区不符，27003 证件不符，27004 日期不符，25004 价格变化）',
        body: visaApplicationSubmitBody,
        response: { 200: envelopeSchema(visaApplicationSubmitResult) },
      },
    },
    async (req) => ok(await submitApplication(deps, member(req), req.body)),
  );
  app.post(
    VisaOrderPath.materialUpload,
    {
      preHandler: requireAuth,
      bodyLimit: VISA_MATERIAL_LIMITS.maxBytes + 64 * 1024,
      schema: {
        tags,
        summary:
          '上传签证材料（multipart：orderNo、applicantId、itemId，然后一个文件；JPG/PNG/WebP/PDF，≤10MB）',
        response: caseAnswer,
      },
    },
    async (req) => {
      const { fields, files } = await readUpload(req);
      return ok(await uploadMaterial(deps, member(req), fields, files));
    },
  );
  app.post(
    VisaOrderPath.materialRemove,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '删除未审核通过的材料文件',
        body: visaMaterialRemoveBody,
        response: caseAnswer,
      },
    },
    async (req) => ok(await removeMaterial(deps, member(req), req.body)),
  );
  app.post(
    VisaOrderPath.caseSubmit,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '提交申请人材料审核（27005 材料不全或状态不符）',
        body: visaCaseBody,
        response: caseAnswer,
      },
    },
    async (req) => ok(await submitCase(deps, member(req), req.body)),
  );
  app.post(
    VisaOrderPath.caseAbort,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '中止申请人办理，按阶段退款（27005 已出结果）',
        body: visaCaseBody,
        response: caseAnswer,
      },
    },
    async (req) => ok(await abortCase(deps, member(req), req.body)),
  );
};
