import { Hono } from 'hono';
import { authContracts } from '../../../schemas/api/account/auth-contracts.ts';
import { clearAuthCookies, setAuthCookies } from '../../http/auth-cookies.ts';
import { attachGuestCart } from '../../shop/cart/attach-guest-cart.ts';
import { ADDRESS_LOGINS, createLoginThrottle } from '../../account/login-throttle.ts';
import { accountMessage } from '../../account/messages.ts';
import { hashPassword, verifyPassword } from '../../account/password.ts';
import { closeSession, openSession } from '../../account/sessions.ts';
import { booleanParameter } from '../../account/site-flags.ts';
import { newsletterLists } from '../../account/newsletter-lists.ts';
import { signupAgeProblem } from '../../account/signup-age.ts';
import { normalizeEmail } from '../../account/user-profile.ts';
import { findUserByEmail } from '../../account/find-user-by-email.ts';
import { registerMember } from '../../account/register-member.ts';
import type { ApiContext } from '../../context.ts';
import { ApiError } from '../../errors/api-error.ts';
import { tokenOf, loadUser } from '../../http/auth.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { clientAddress } from '../content/client-address.ts';

/** Verifying against this hash when the e-mail is unknown keeps login time the same. */
const dummyHash = hashPassword('vitrine-unknown-account');

/** POST /register, POST /login, GET /logged, POST /logout. */
export function authRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  // OWASP: per (account, client address) and per client address, never per account alone, so
  // that nobody elsewhere can keep the owner out. Counted in the database for every instance.
  const throttle = createLoginThrottle(ctx.db);
  const addressThrottle = createLoginThrottle(ctx.db, ADDRESS_LOGINS);

  contractRoute(app, authContracts.register, async ({ body }, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
    if (!body.acceptTerms) throw new ApiError(400, accountMessage(lang, 'termsRequired'));
    const problem = signupAgeProblem(body.birthdate, {
      blockMinors: booleanParameter(site.parameters, 'BLOCK_MINORS_AT_SIGNUP'),
      askBirthdate: booleanParameter(site.parameters, 'ASK_BIRTHDATE_AT_SIGNUP'),
    }, ctx.now());
    if (problem) throw new ApiError(400, accountMessage(lang, problem));
    const email = normalizeEmail(body.email);
    const passwordHash = await hashPassword(body.password);
    // An address that already has an account gets the same answer as a new one (nothing tells
    // whether an e-mail is known); its owner signs in, or asks for a new password.
    // Ticking the newsletter at sign-up subscribes to the site's lists (none when NEWSLETTER is off).
    await registerMember(ctx.db, {
      idSite: site.idSite, email, passwordHash,
      firstname: body.firstname.trim(), lastname: body.lastname.trim(), phone: body.phone?.trim() ?? '', birthdate: body.birthdate ?? null,
      lists: body.newsletter ? newsletterLists(site, lang) : [], at: ctx.now().toISOString(),
    });
    return reply.with({ email }, { message: accountMessage(lang, 'registered'), status: 201 });
  });

  contractRoute(app, authContracts.login, async ({ body }, c, reply) => {
    const site = siteOf(c);
    const lang = langOf(c);
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
    const user = await findUserByEmail(ctx.db, site.idSite, email);
    const valid = await verifyPassword(body.password, user?.passwordHash ?? (await dummyHash));
    if (!user || !valid) throw new ApiError(401, accountMessage(lang, 'badCredentials'));
    await throttle.forget(key);
    await addressThrottle.giveBack(addressKey);
    const token = await openSession(ctx.db, user.id, site.idSite, ctx.now());
    setAuthCookies(c, token, site.idSite);
    const sessionUser = { id: user.id, idSite: user.idSite, email: user.email, role: user.role };
    const cartId = body.cartId ? await attachGuestCart(ctx, site.idSite, body.cartId, user.id) : null;
    return reply.with({ token, idSite: site.idSite, user: sessionUser, cartId }, { message: accountMessage(lang, 'loggedIn') });
  });

  contractRoute(app, authContracts.logged, async (_input, c) => {
    const user = await loadUser(c);
    return { logged: user !== undefined, user: user ?? null };
  });

  contractRoute(app, authContracts.logout, async (_input, c, reply) => {
    const lang = langOf(c);
    const token = tokenOf(c);
    if (token) await closeSession(ctx.db, token);
    clearAuthCookies(c);
    return reply.with(null, { message: accountMessage(lang, 'loggedOut') });
  });

  return app;
}
