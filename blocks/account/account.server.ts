import { authCookieHeaders, defineBlockServer } from '../../runtime/index.server.ts';
import type { BlockActionContext, BlockActionResult, BlockLoadContext } from '../../runtime/index.server.ts';
import { withLocalePrefix } from '../../runtime/index.ts';
import { byIntent, checkFields, profileValues, doneAt, field, refuse, refuseApi, secret } from '../account-kit/account-action.ts';
import type { AccountText } from '../account-kit/account-messages.ts';
import { signedInUser } from '../account-kit/signed-in-user.ts';
import { newsletterContracts } from '../../schemas/api/account/newsletter-contracts.ts';
import { userContracts } from '../../schemas/api/account/user-contracts.ts';
import { DELETE_WORDS } from './delete-words.ts';
import { accountBlock, type AccountProps } from './account.block.ts';
import type { AccountData } from './account.block.ts';
import type { NewsletterChoice } from './account.block.ts';

const TOKEN = /^[\w-]{10,200}$/;

/** The confirmation token of the page's `?email-token=`, when well formed. */
function emailTokenOf(url: URL | undefined): string | null {
  const token = url?.searchParams.get('email-token') ?? '';
  return TOKEN.test(token) ? token : null;
}

export async function load({ api, props, url, hasSession }: BlockLoadContext<AccountProps>): Promise<AccountData> {
  const user = await signedInUser(api, hasSession);
  if (props.view === 'profile') return { user, newsletter: null, emailToken: emailTokenOf(url) };
  if (!user) return { user, newsletter: null };
  const [lists, subscription] = await Promise.all([
    api.call(newsletterContracts.lists, {}),
    api.call(newsletterContracts.subscription, {}),
  ]);
  return { user, newsletter: lists.success && subscription.success ? { lists: lists.data, subscribed: subscription.data.lists } : null };
}

/**
 * PUT /user. A new e-mail goes with the current password and only takes effect once the new
 * address confirms the mailed link: the page then says to check the new inbox.
 */
async function profile({ body, api, locale }: BlockActionContext): Promise<BlockActionResult> {
  const values = profileValues(body);
  const errors = checkFields(values, ['firstname', 'lastname', 'email']);
  if (Object.keys(errors).length > 0) return refuse({ intent: 'profile', errors, values });
  const currentPassword = secret(body, 'currentPassword');
  const result = await api.call(userContracts.update, { body: { ...values, birthdate: values.birthdate || null, ...(currentPassword ? { currentPassword } : {}) } });
  if (!result.success) return refuseApi('profile', result, values);
  const asked = result.data.email !== values.email.trim().toLowerCase();
  return doneAt(withLocalePrefix('/account/profil', locale), asked ? 'email-asked' : 'profile');
}

/** PUT /user/email/confirm with the token of the link (signed in or not). */
async function confirmEmail({ body, api, locale }: BlockActionContext): Promise<BlockActionResult> {
  const token = field(body, 'token');
  if (!TOKEN.test(token)) return refuse({ intent: 'confirmEmail', errors: { token: 'reset.noToken' } });
  const result = await api.call(userContracts.confirmEmail, { body: { token } });
  return result.success ? doneAt(withLocalePrefix('/account/profil', locale), 'email-confirmed') : refuseApi('confirmEmail', result);
}

async function password({ body, api, locale }: BlockActionContext): Promise<BlockActionResult> {
  const currentPassword = secret(body, 'currentPassword');
  const newPassword = secret(body, 'newPassword');
  const errors: Record<string, AccountText> = {};
  if (!currentPassword) errors.currentPassword = 'error.required';
  if (newPassword.length < 8) errors.newPassword = 'error.password';
  if (Object.keys(errors).length > 0) return refuse({ intent: 'password', errors });
  const result = await api.call(userContracts.changePassword, { body: { currentPassword, newPassword } });
  return result.success ? doneAt(withLocalePrefix('/account/profil', locale), 'password') : refuseApi('password', result);
}

async function newsletter({ body, api, locale }: BlockActionContext): Promise<BlockActionResult> {
  const lists = body.getAll('lists').filter((one): one is string => typeof one === 'string' && one !== '');
  const result = await api.call(newsletterContracts.subscribe, { body: { lists: [...new Set(lists)] } });
  return result.success ? doneAt(withLocalePrefix('/account', locale), 'newsletter') : refuseApi('newsletter', result);
}

async function remove({ body, api, locale, url }: BlockActionContext): Promise<BlockActionResult> {
  const typed = field(body, 'confirm').toUpperCase();
  if (!DELETE_WORDS.includes(typed as (typeof DELETE_WORDS)[number])) return refuse({ intent: 'delete', errors: { confirm: 'error.confirm' } });
  const result = await api.call(userContracts.delete, {});
  if (!result.success) return refuseApi('delete', result);
  return doneAt(withLocalePrefix('/auth', locale), 'deleted', authCookieHeaders(url, null));
}

/**
 * The account block's server action (`_intent`): `profile` (PUT /user), `confirmEmail` (PUT
 * /user/email/confirm), `password` (PUT /user/password), `newsletter` (PUT /user/newsletter/subscription), `delete` (DELETE /user after
 * the confirmation word; the cookies and the cart are cleared).
 */
export const action = byIntent({ profile, confirmEmail, password, newsletter, delete: remove });

export default defineBlockServer(accountBlock, {
  load,
  action,
  examples: {
    fr: { view: 'dashboard' },
    en: { view: 'profile' },
  },
});
