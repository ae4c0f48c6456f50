import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import { clearAuthCookies, setAuthCookies } from '../../http/auth-cookies.ts';
import { attachGuestCart } from '../../shop/cart/attach-guest-cart.ts';
import { ADDRESS_LOGINS, createLoginThrottle } from '../../account/login-throttle.ts';
import { accountMessage } from '../../account/messages.ts';
import { hashPassword, verifyPassword } from '../../account/password.ts';
import { closeSession, openSession } from '../../account/sessions.ts';
import { booleanParameter } from '../../account/site-flags.ts';
import { newsletterLists } from '../../account/newsletter-lists.ts';
import { signupAgeProblem } from '../../account/signup-age.ts';
import { normalizeEmail, passwordField, profileFields, profileOf } from '../../account/user-profile.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { tokenOf, loadUser } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { parseBody } from '../../http/validate.ts';
import { clientAddress } from '../content/client-address.ts';

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
  // OWASP: per (account, client address) and per client address, never per account alone, so
  // that nobody elsewhere can keep the owner out. Counted in the database for every instance.
  const throttle = createLoginThrottle(ctx.db);
  const addressThrottle = createLoginThrottle(ctx.db, ADDRESS_LOGINS);

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
    // An address that already has an account gets the same answer as a new one (nothing tells
    // whether an e-mail is known); its owner signs in, or asks for a new password.
    await ctx.db.transaction().execute(async (trx) => {
      const taken = await trx.selectFrom('users').select('id')
        .where('idSite', '=', site.idSite).where('email', '=', email).executeTakeFirst();
      if (taken) return;
      // Ticking the newsletter at sign-up subscribes to the site's lists (none when NEWSLETTER is off).
      const lists = body.newsletter ? newsletterLists(site, lang) : [];
      const created = await trx.insertInto('users').values({
        idSite: site.idSite, email, passwordHash, role: 'MEMBER',
        firstname: body.firstname.trim(), lastname: body.lastname.trim(), phone: body.phone?.trim() ?? '',
        birthdate: body.birthdate ?? null, newsletter: lists.length > 0 ? 1 : 0, createdAt: at, updatedAt: at,
      }).returning('id').executeTakeFirstOrThrow();
      if (lists.length > 0) {
        await trx.insertInto('newsletterSubscriptions').values(lists.map((list) => ({ userId: created.id, listId: list.id, createdAt: at }))).execute();
      }
    });
    return ok(c, { email }, accountMessage(lang, 'registered'), 201);
  });

  app.post('/login', async (c) => {
    const site = siteOf(c);
    const lang = langOf(c);
    const body = await parseBody(c, LoginBody);
    const email = normalizeEmail(body.email);
    const address = clientAddress(c);
    const addressKey = `login|${site.idSite}|${address}`;
    const key = `login|${site.idSite}|${address}|${email}`;
    const at = ctx.now().getTime();
    const refuse = (wait: number, message: 'tooManyLogins' | 'tooManyLoginsFromAddress') => {
      c.header('Retry-After', String(wait));
      return new ApiError(429, accountMessage(lang, message, { minutes: String(Math.ceil(wait / 60)) }));
    };
    const addressWait = await addressThrottle.take(addressKey, at);
    if (addressWait > 0) throw refuse(addressWait, 'tooManyLoginsFromAddress');
    const wait = await throttle.take(key, at);
    if (wait > 0) throw refuse(wait, 'tooManyLogins');
    const user = await ctx.db.selectFrom('users').selectAll()
      .where('idSite', '=', site.idSite).where('email', '=', email).executeTakeFirst();
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash));
    if (!user || !valid) throw new ApiError(401, accountMessage(lang, 'badCredentials'));
    await throttle.forget(key);
    await addressThrottle.giveBack(addressKey);
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
