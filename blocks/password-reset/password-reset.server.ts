import { defineBlockServer } from '../../runtime/index.server.ts';
import type { BlockActionContext, BlockActionResult, BlockLoadContext } from '../../runtime/index.server.ts';
import { withLocalePrefix } from '../../runtime/index.ts';
import { passwordResetContracts } from '../../schemas/api/account/password-reset-contracts.ts';
import { byIntent, checkFields, doneAt, field, refuse, refuseApi, secret } from '../account-kit/account-action.ts';
import { passwordResetBlock, type PasswordResetProps } from './password-reset.block.ts';
import type { PasswordResetData } from './password-reset.block.ts';

const TOKEN = /^[\w-]{10,200}$/;

export async function load({ params }: BlockLoadContext<PasswordResetProps>): Promise<PasswordResetData> {
  const token = params?.token;
  return { token: token && token !== 'ask' ? token : null };
}

async function ask({ body, api, locale }: BlockActionContext): Promise<BlockActionResult> {
  const values = { email: field(body, 'email') };
  const errors = checkFields(values, ['email']);
  if (Object.keys(errors).length > 0) return refuse({ intent: 'ask', errors, values });
  const result = await api.call(passwordResetContracts.ask, { body: values });
  return result.success ? doneAt(withLocalePrefix('/password/reset/ask', locale), 'asked') : refuseApi('ask', result, values);
}

async function set({ body, api, locale }: BlockActionContext): Promise<BlockActionResult> {
  const token = field(body, 'token');
  const password = secret(body, 'password');
  if (!TOKEN.test(token)) return refuse({ intent: 'set', errors: { token: 'reset.noToken' } });
  if (password.length < 8) return refuse({ intent: 'set', errors: { password: 'error.password' } });
  const result = await api.call(passwordResetContracts.reset, { body: { token, password } });
  return result.success ? doneAt(withLocalePrefix('/auth', locale), 'reset') : refuseApi('set', result);
}

/** `_intent=ask`: sends the reset mail (the answer is the same for any address); `_intent=set`: sets the new password. */
export const action = byIntent({ ask, set });

export default defineBlockServer(passwordResetBlock, {
  load,
  action,
  examples: {
    fr: {},
    en: {},
  },
});
