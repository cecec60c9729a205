import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ErrorCode, STAFF_TOKEN_HEADER, type StaffRole } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { StaffDeps } from './staff.deps';
import { authenticateStaff, type StaffPrincipal } from './staff-session.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by a `requireStaff` preHandler. */
    staff?: StaffPrincipal;
  }
}

/** Every staff role: a call any signed-in staff member may make. */
export const ANY_STAFF_ROLE: readonly StaffRole[] = ['SERVICE', 'OPERATIONS', 'ADMIN'];

/** A preHandler admitting staff of the given roles. */
export type RequireStaff = (roles: readonly StaffRole[]) => preHandlerAsyncHookHandler;

/**
 * Makes `requireStaff(roles)`: a preHandler for every staff call, now and later. It reads the
 * `staff-token` header (never the members' `token`), checks the session in the database and the
 * account's role on the server, and sets `request.staff`.
 * @throws AppError 30002 no live session (a member's token included), 30003 role not allowed.
 */
export function makeRequireStaff(deps: Pick<StaffDeps, 'db' | 'now'>): RequireStaff {
  return (roles) =>
    async function requireStaff(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
      const raw = req.headers[STAFF_TOKEN_HEADER];
      const principal = await authenticateStaff(deps, Array.isArray(raw) ? raw[0] : raw);
      if (!roles.includes(principal.role)) throw new AppError(ErrorCode.STAFF_FORBIDDEN);
      req.staff = principal;
    };
}

/** The staff member of a request that passed `requireStaff` (a programming error otherwise). */
export function staffOf(req: FastifyRequest): StaffPrincipal {
  if (!req.staff) throw new AppError(ErrorCode.STAFF_SESSION_INVALID);
  return req.staff;
}
