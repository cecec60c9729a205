import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiPath,
  cooperationSubmitResult,
  envelopeSchema,
  officialSubmitBody,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { makeOptionalAuth, type makeRequireAuth } from '../../plugins/auth';
import type { CooperationDeps } from './cooperation.deps';
import { submitOfficial } from './cooperation.service';

const tags = ['cooperation'];

/** Cooperation requests a person at the agency answers (official business; company travel next). */
export const cooperationRoutes: FastifyPluginAsyncZod<{
  deps: CooperationDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  app.post(
    ApiPath.planeOfficialBusinessSubmit,
    {
      preHandler: makeOptionalAuth(requireAuth),
      schema: {
        tags,
        summary: '公务出行合作申请（游客与会员均可提交；10029 提交过于频繁）',
        body: officialSubmitBody,
        response: { 200: envelopeSchema(cooperationSubmitResult) },
      },
    },
    async (req) =>
      ok(await submitOfficial(deps, req.body, { memberId: req.member?.userId, ip: req.ip })),
  );
};
