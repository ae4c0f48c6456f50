import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import { clearAuthCookies, setAuthCookies } from '../../account/auth-cookies.ts';
import { attachGuestCart } from '../../shop/cart/attach-guest-cart.ts';
import { createLoginThrottle } from '../../account/login-throttle.ts';
import { accountMessage } from '../../account/messages.ts';
import { hashPassword, verifyPassword } from '../../account/password.ts';
import { closeSession, openSession } from '../../account/sessions.ts';
import { booleanParameter } from '../../account/site-flags.ts';
import { signupAgeProblem } from '../../account/signup-age.ts';
import { normalizeEmail, passwordField, profileFields, profileOf } from '../../account/user-profile.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../http/api-error.ts';
import { tokenOf, loadUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { parseBody } from '../../http/validate.ts';

const RegisterBody = Type.Object({
  ...profileFields,
  phone: Type.Optional(profileFields.phone),
  birthdate: Type.Optional(profileFields.birthdate),
  password: passwordField,
  acceptTerms: Type.Boolean(),
  newsletter: Type.Optional(Type.Boolean()),
});

const LoginBody = Type.Object({
  email: Type.String({ minLength: 1 }),
  password: Type.String({ minLength: 1 }),
  /** The visitor's guest cart (kept in local storage as `cart-id`): it becomes the member's. */
  cartId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});

/** Verifying against this hash when the e-mail is unknown keeps login time the same. */
const dummyHash = hashPassword('vitrine-unknown-account');

/** POST /register, POST /login, GET /logged, POST /logout. */
export function authRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  const throttle = createLoginThrottle();

  app.post('/register', async (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const body = await parseBody(c, RegisterBody);
    if (!body.acceptTerms) throw new ApiError(400, accountMessage(lang, 'termsRequired'));
    const problem = signupAgeProblem(body.birthdate, {
      blockMinors: booleanParameter(site.parameters, 'BLOCK_MINORS_AT_SIGNUP'),
      askBirthdate: booleanParameter(site.parameters, 'ASK_BIRTHDATE_AT_SIGNUP'),
    }, ctx.now());
    if (problem) throw new ApiError(400, accountMessage(lang, problem));
    const email = normalizeEmail(body.email);
    const passwordHash = await hashPassword(body.password);
    const at = ctx.now().toISOString();
    const user = await ctx.db.transaction().execute(async (trx) => {
      const taken = await trx.selectFrom('users').select('id')
        .where('idSite', '=', site.idSite).where('email', '=', email).executeTakeFirst();
      if (taken) throw new ApiError(409, accountMessage(lang, 'emailTaken'));
      return trx.insertInto('users').values({
        idSite: site.idSite, email, passwordHash, role: 'MEMBER',
        firstname: body.firstname.trim(), lastname: body.lastname.trim(), phone: body.phone?.trim() ?? '',
        birthdate: body.birthdate ?? null, newsletter: body.newsletter ? 1 : 0, createdAt: at, updatedAt: at,
      }).returningAll().executeTakeFirstOrThrow();
    });
    return ok(c, profileOf(user), accountMessage(lang, 'registered'), 201);
  });

  app.post('/login', async (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const body = await parseBody(c, LoginBody);
    const email = normalizeEmail(body.email);
    const key = `${site.idSite}|${email}`;
    const wait = throttle.retryAfter(key, ctx.now().getTime());
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      throw new ApiError(429, accountMessage(lang, 'tooManyLogins', { minutes: String(Math.ceil(wait / 60)) }));
    }
    const user = await ctx.db.selectFrom('users').selectAll()
      .where('idSite', '=', site.idSite).where('email', '=', email).executeTakeFirst();
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash));
    if (!user || !valid) {
      throttle.fail(key, ctx.now().getTime());
      throw new ApiError(401, accountMessage(lang, 'badCredentials'));
    }
    throttle.succeed(key);
    const token = await openSession(ctx.db, user.id, site.idSite, ctx.now());
    setAuthCookies(c, token, site.idSite);
    const sessionUser = { id: user.id, idSite: user.idSite, email: user.email, role: user.role };
    const cartId = body.cartId ? await attachGuestCart(ctx, site.idSite, body.cartId, user.id) : null;
    return ok(c, { token, idSite: site.idSite, user: sessionUser, cartId }, accountMessage(lang, 'loggedIn'));
  });

  app.get('/logged', async (c) => {
    const user = await loadUser(c);
    return ok(c, { logged: user !== undefined, user: user ?? null });
  });

  app.post('/logout', async (c) => {
    const lang = langOf(c);
    const token = tokenOf(c);
    if (token) await closeSession(ctx.db, token);
    clearAuthCookies(c);
    return ok(c, null, accountMessage(lang, 'loggedOut'));
  });

  return app;
}
