import { authCookieHeaders, defineBlockServer } from '../../runtime/index.server.ts';
import type { BlockActionContext, BlockActionResult, BlockLoadContext } from '../../runtime/index.server.ts';
import { withLocalePrefix } from '../../runtime/index.ts';
import type { ApiClient } from '../../runtime/index.ts';
import type { Locale } from '../../rules/locale.ts';
import { sameSitePath } from '../../rules/web/same-site-path.ts';
import { byIntent, checkFields, profileValues, doneAt, field, refuse, refuseApi, secret } from '../account-kit/account-action.ts';
import type { AccountText } from '../account-kit/account-messages.ts';
import { signedInUser } from '../account-kit/signed-in-user.ts';
import { authContracts } from '../../schemas/api/account/auth-contracts.ts';
import { authBlock, type AuthProps } from './auth.block.ts';
import type { AuthData } from './auth.block.ts';

export async function load({ api, hasSession }: BlockLoadContext<AuthProps>): Promise<AuthData> {
  const user = await signedInUser(api, hasSession);
  return { user: user ? { email: user.email, firstname: user.firstname } : null };
}

const ADMIN_ROLES: readonly string[] = ['ADMIN', 'SUPER_ADMIN'];

/**
 * Where a sign-in goes next: a path of this site given as `next` (sameSitePath), else the admin
 * panel for an admin, the owners' editor for an EDITOR (the admin panel's pages are not theirs,
 * decision 0067), else the account.
 */
export function nextPath(next: string, locale: Locale, role?: string | null): string {
  const asked = sameSitePath(next);
  if (asked !== null) return asked;
  if (role === 'EDITOR') return `/admin/editor?lang=${locale === 'en' ? 'en' : 'fr'}`;
  return withLocalePrefix(role && ADMIN_ROLES.includes(role) ? '/admin' : '/account', locale);
}

async function logIn(api: ApiClient, url: URL, email: string, password: string, cartId: string | undefined) {
  const result = await api.call(authContracts.login, { body: { email, password, ...(cartId ? { cartId } : {}) } });
  return result.success
    ? { ok: true as const, role: result.data.user.role, setCookies: authCookieHeaders(url, { token: result.data.token, idSite: result.data.idSite }) }
    : { ok: false as const, result };
}

async function login({ body, api, locale, url, cookie }: BlockActionContext): Promise<BlockActionResult> {
  const values = { email: field(body, 'email') };
  const password = secret(body, 'password');
  const errors = checkFields({ ...values, password }, ['email', 'password']);
  if (Object.keys(errors).length > 0) return refuse({ intent: 'login', errors, values });
  const outcome = await logIn(api, url, values.email, password, cookie?.('cart-id'));
  if (!outcome.ok) return refuseApi('login', outcome.result, values);
  const next = nextPath(field(body, 'next'), locale, outcome.role);
  // The outcome goes in the query, before any fragment.
  const cut = next.indexOf('#');
  const path = cut < 0 ? next : next.slice(0, cut);
  const hash = cut < 0 ? '' : next.slice(cut);
  return { redirect: `${path}${path.includes('?') ? '&' : '?'}done=login${hash}`, setCookies: outcome.setCookies };
}

async function register({ body, api, locale, url, cookie }: BlockActionContext): Promise<BlockActionResult> {
  const values = profileValues(body);
  const password = secret(body, 'password');
  const acceptTerms = body.get('acceptTerms') !== null;
  const errors: Record<string, AccountText> = checkFields(values, ['firstname', 'lastname', 'email']);
  if (password.length < 8) errors.password = 'error.password';
  if (!acceptTerms) errors.acceptTerms = 'error.terms';
  if (Object.keys(errors).length > 0) return refuse({ intent: 'register', errors, values });
  const registered = await api.call(authContracts.register, {
    body: {
      firstname: values.firstname,
      lastname: values.lastname,
      email: values.email,
      password,
      acceptTerms,
      newsletter: body.get('newsletter') !== null,
      ...(values.phone ? { phone: values.phone } : {}),
      ...(values.birthdate ? { birthdate: values.birthdate } : {}),
    },
  });
  if (!registered.success) return refuseApi('register', registered, values);
  // Signed in at once when the address was free; otherwise the same answer as any registration.
  const outcome = await logIn(api, url, values.email, password, cookie?.('cart-id'));
  if (!outcome.ok) return doneAt(withLocalePrefix('/auth', locale), 'registered');
  return doneAt(withLocalePrefix('/account', locale), 'welcome', outcome.setCookies);
}

async function logout({ api, locale, url }: BlockActionContext): Promise<BlockActionResult> {
  await api.call(authContracts.logout, {});
  return doneAt(withLocalePrefix('/auth', locale), 'loggedOut', authCookieHeaders(url, null));
}

/**
 * The sign-in block's server action (`_intent`): `login` sets the §9 `token` and `idSite` cookies
 * (the guest cart of the `cart-id` cookie becomes the member's) and goes to the account; `register`
 * creates the account then signs in; `logout` closes the session and clears the cookies and the cart.
 */
export const action = byIntent({ login, register, logout });

export default defineBlockServer(authBlock, {
  load,
  action,
  examples: {
    fr: { intro: 'Un seul compte pour suivre vos commandes et vos retours.' },
    en: { intro: 'One account to follow your orders and returns.' },
  },
});
