import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiPath, envelopeSchema, smsOutboxBody, smsOutboxResult } from '@lvxing/shared';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { latestOutbox } from '../user/user.repository';

/**
 * Development helpers, registered only while the console SMS provider is active and NODE_ENV is
 * not production: `POST /api/dev/sms/outbox {mobile}` → the latest 10 messages, newest first.
 */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    ApiPath.devSmsOutbox,
    {
      schema: {
        tags: ['dev'],
        summary: '开发用：读取控制台短信发件箱',
        body: smsOutboxBody,
        response: { 200: envelopeSchema(smsOutboxResult) },
      },
    },
    async (req) => {
      const rows = await latestOutbox(db, req.body.mobile);
      return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
    },
  );
};
