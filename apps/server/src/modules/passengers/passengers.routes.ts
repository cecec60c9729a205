import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiPath,
  envelopeSchema,
  savedPassengerDeleteResult,
  savedPassengerFull,
  savedPassengerIdBody,
  savedPassengerImportBody,
  savedPassengerImportResult,
  savedPassengerListBody,
  savedPassengerListResult,
  savedPassengerSaveBody,
  savedPassengerView,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import type { makeRequireAuth } from '../../plugins/auth';
import type { PassengerDeps } from './passengers.deps';
import { importPassengers } from './passenger-import.service';
import {
  deletePassenger,
  listPassengers,
  passengerDetail,
  savePassenger,
} from './passengers.service';

const tags = ['passenger'];

/**
 * The member's saved passengers (常用旅客), POST /api/user/passenger/…: list, detail, save,
 * delete and the one-time import of a browser copy. Members only (token header; 11001 without),
 * each sees and changes only their own: another member's `id` answers 19001 with `data: null`
 * and changes nothing. Numbers are stored encrypted and answered masked (first 3, stars, last 4;
 * mobiles 138****8000), except by `/detail`.
 */
export const passengerRoutes: FastifyPluginAsyncZod<{
  deps: PassengerDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  app.addHook('preHandler', requireAuth);

  /** `{items, max}`: the member's saved passengers, oldest first, masked; `max` 50. */
  app.post(
    ApiPath.userPassengerList,
    {
      schema: {
        tags,
        summary: '常用旅客列表（证件号、手机号脱敏）',
        body: savedPassengerListBody,
        response: { 200: envelopeSchema(savedPassengerListResult) },
      },
    },
    async (req) => ok(await listPassengers(deps, req.member!.userId)),
  );

  /** `{id}` → one saved passenger with its numbers in full (the edit form). Errors: 19001. */
  app.post(
    ApiPath.userPassengerDetail,
    {
      schema: {
        tags,
        summary: '常用旅客详情（本人编辑用，含完整证件号）',
        body: savedPassengerIdBody,
        response: { 200: envelopeSchema(savedPassengerFull) },
      },
    },
    async (req) => ok(await passengerDetail(deps, req.member!.userId, req.body.id)),
  );

  /**
   * Adds (no `id`) or updates (`id`) a saved passenger; answers it masked, with the student
   * profile's verification state and reason (verified again when changed). Errors: 10001 (a
   * field, named in Chinese), 19001, 19002 (at most 50), 19003 (document saved already).
   */
  app.post(
    ApiPath.userPassengerSave,
    {
      schema: {
        tags,
        summary: '新增或修改常用旅客（学生资质保存时核验）',
        body: savedPassengerSaveBody,
        response: { 200: envelopeSchema(savedPassengerView) },
      },
    },
    async (req) => ok(await savePassenger(deps, req.member!.userId, req.body)),
  );

  /** `{id}` → `{id}` deleted; past orders keep their own copy of people. Errors: 19001. */
  app.post(
    ApiPath.userPassengerDelete,
    {
      schema: {
        tags,
        summary: '删除常用旅客（不影响已有订单）',
        body: savedPassengerIdBody,
        response: { 200: envelopeSchema(savedPassengerDeleteResult) },
      },
    },
    async (req) => ok(await deletePassenger(deps, req.member!.userId, req.body.id)),
  );

  /**
   * `{passengers}` kept by the browser → `{imported, skipped, alreadyImported}`, once per member;
   * invalid entries, documents saved already and entries past 50 are skipped, never an error.
   */
  app.post(
    ApiPath.userPassengerImport,
    {
      schema: {
        tags,
        summary: '导入本机保存的常用旅客（每位会员一次）',
        body: savedPassengerImportBody,
        response: { 200: envelopeSchema(savedPassengerImportResult) },
      },
    },
    async (req) => ok(await importPassengers(deps, req.member!.userId, req.body.passengers)),
  );
};
