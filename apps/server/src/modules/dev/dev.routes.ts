import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiPath, envelopeSchema, smsOutboxBody, smsOutboxResult } from '@lvxing/shared';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { consoleOutbox } from './dev.service';

/**
 * True when the TCP peer is this machine (127.0.0.0/8, ::1, or IPv4-mapped 127.x). Reads the
 * socket's own address, never `req.ip`, which `TRUST_PROXY` lets a client set through
 * X-Forwarded-For.
 */
export function isLoopbackPeer(remoteAddress: string | undefined): boolean {
  if (!remoteAddress) return false;
  return /^(127\.|::ffff:127\.)/.test(remoteAddress) || remoteAddress === '::1';
}

/**
 * Development helpers, registered only while the console SMS provider is active and NODE_ENV is
 * not production, and answering only a peer on this machine (the site listens on every interface
 * by default, and the outbox holds live login codes): others get the plain 404 of an unknown path.
 * `POST /api/dev/sms/outbox {mobile}` → the latest 10 messages, newest first.
 */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (req, reply) => {
    if (isLoopbackPeer(req.raw.socket.remoteAddress)) return;
    reply.callNotFound();
    return reply;
  });
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
    async (req) => ok(await consoleOutbox(db, req.body.mobile)),
  );
};
