import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePath,
  changeOptionsResult,
  changeSubmitResult,
  envelopeSchema,
  flightChangeOptionsBody,
  flightChangeSubmitBody,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import type { makeRequireAuth } from '../../plugins/auth';
import type { OrderDeps } from '../orders/order.deps';
import type { FlightDeps } from './flight.deps';
import { flightChangeOptions } from './flight-change.service';
import { submitFlightChange } from './flight-change-submit.service';

const tags = ['flight'];

/** The flight 改签 calls: a ticketed order's alternatives on a date, and the change itself. */
export const flightChangeRoutes: FastifyPluginAsyncZod<{
  deps: FlightDeps & OrderDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  app.post(
    ChangePath.planeOptions,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '机票改签：同航线同航司可改签的航班（余座、改签费、差价、应付）',
        body: flightChangeOptionsBody,
        response: { 200: envelopeSchema(changeOptionsResult) },
      },
    },
    async (req) => ok(await flightChangeOptions(deps, req.member!.userId, req.body)),
  );

  app.post(
    ChangePath.planeSubmit,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary:
          '确认机票改签：保留新航班座位；应付大于0时待支付改签款（改签中），否则立即改签成功',
        body: flightChangeSubmitBody,
        response: { 200: envelopeSchema(changeSubmitResult) },
      },
    },
    async (req) => ok(await submitFlightChange(deps, req.member!.userId, req.body)),
  );
};
