import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_HEADER } from '@lvxing/shared';
import type { UserDeps } from '../modules/user/user.deps';
import { verifyAccessToken, type AccessClaims } from '../modules/user/token.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, set by `requireAuth`. */
    member?: AccessClaims;
  }
}

/**
 * A preHandler that admits only requests whose `token` header holds a valid access token and sets
 * `request.member`. @throws AppError 11001 (missing/invalid) or 11003 (expired).
 */
export function makeRequireAuth(deps: Pick<UserDeps, 'secret' | 'now' | 'sessions'>) {
  return async function requireAuth(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const raw = req.headers[TOKEN_HEADER];
    req.member = await verifyAccessToken(deps, Array.isArray(raw) ? raw[0] : raw);
  };
}

/**
 * A preHandler for calls open to visitors and members: with a `token` header it is
 * `requireAuth` (sets `request.member`; a bad token answers 11001/11003), without one the
 * request goes on as a visitor's.
 */
export function makeOptionalAuth(requireAuth: ReturnType<typeof makeRequireAuth>) {
  return async function optionalAuth(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (req.headers[TOKEN_HEADER] !== undefined) await requireAuth(req, reply);
  };
}
