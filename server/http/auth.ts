import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionUser } from '../../schemas/api/account/session-user.ts';
import { isAdmin } from '../account/session-user.ts';
import { hashToken } from '../account/token.ts';
import { ApiError } from '../errors/api-error.ts';
import { ctxOf, siteOf } from './request-context.ts';

/** The token of the request: `Authorization: Bearer <token>` or the `token` cookie. */
export function tokenOf(c: Context): string | undefined {
  const header = c.req.header('Authorization');
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? getCookie(c, 'token') ?? undefined;
}

/** The user of a valid, unexpired session of the request's site, or undefined. */
export async function loadUser(c: Context): Promise<SessionUser | undefined> {
  if (c.get('user')) return c.get('user');
  const token = tokenOf(c);
  if (!token) return undefined;
  const { db, now } = ctxOf(c);
  const site = siteOf(c);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.id', 'users.idSite', 'users.email', 'users.role', 'sessions.expiresAt'])
    .where('sessions.tokenHash', '=', hashToken(token))
    .where('sessions.idSite', '=', site.idSite)
    .executeTakeFirst();
  if (!row || row.expiresAt <= now().toISOString()) return undefined;
  const user: SessionUser = { id: row.id, idSite: row.idSite, email: row.email, role: row.role };
  c.set('user', user);
  return user;
}

/** The 401 of a call that needs a session, in both languages. */
export const NOT_LOGGED_IN = { fr: 'Vous devez être connecté', en: 'You must be logged in' } as const;

/** The logged-in user; 401 'You must be logged in' (in the request's language) otherwise. */
export async function userOf(c: Context): Promise<SessionUser> {
  const user = await loadUser(c);
  if (!user) throw new ApiError(401, NOT_LOGGED_IN);
  return user;
}

/** Middleware: 401 unless a member (any role) is logged in. */
export const requireUser: MiddlewareHandler = async (c, next) => {
  await userOf(c);
  await next();
};

/** Middleware: 401 when not logged in, 403 unless the user is ADMIN or SUPER_ADMIN. */
export const requireAdmin: MiddlewareHandler = async (c, next) => {
  const user = await userOf(c);
  if (!isAdmin(user)) throw new ApiError(403, { en: 'This call is reserved for administrators', fr: 'Cet appel est réservé aux administrateurs' });
  await next();
};
