import type { BlockActionContext, BlockActionResult } from '../../runtime/index.server.ts';
import { INTENT_FIELD } from './account-answer.ts';
import type { ApiResult } from '../../runtime/index.ts';
import type { AccountAnswer } from './account-answer.ts';
import type { AccountText } from './account-messages.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A posted text field, trimmed ('' when absent). */
export function field(body: FormData, name: string): string {
  const value = body.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The posted profile fields (registration and profile edit), trimmed. */
export function profileValues(body: FormData) {
  return {
    firstname: field(body, 'firstname'),
    lastname: field(body, 'lastname'),
    email: field(body, 'email'),
    phone: field(body, 'phone'),
    birthdate: field(body, 'birthdate'),
  };
}

/** A posted password, untouched (spaces count). */
export function secret(body: FormData, name: string): string {
  const value = body.get(name);
  return typeof value === 'string' ? value : '';
}

/** The field errors of the usual account fields that are required or checked before the API. */
export function checkFields(values: Record<string, string>, required: readonly string[]): Record<string, AccountText> {
  const errors: Record<string, AccountText> = {};
  for (const name of required) if (!values[name]) errors[name] = 'error.required';
  if (values.email && !EMAIL.test(values.email)) errors.email = 'error.email';
  return errors;
}

/** The page again with the refused form: 422 for the visitor's input, the API's status otherwise. */
export function refuse(answer: Partial<AccountAnswer> & { intent: string }, status = 422): BlockActionResult {
  const data: AccountAnswer = { message: '', errors: {}, values: {}, ...answer };
  return { status, data };
}

/** The page again with the API's refusal (its message is in the page's language); 503 when it did not answer. */
export function refuseApi(intent: string, result: Extract<ApiResult<unknown>, { success: false }>, values: Record<string, string> = {}): BlockActionResult {
  const status = result.status && result.status < 500 ? (result.status === 401 ? 401 : result.status === 429 ? 429 : 422) : 503;
  return refuse({ intent, message: result.message, values }, status);
}

/** Back to a page with the outcome to show (`?done=…`), Post/Redirect/Get. */
export function doneAt(path: string, done: string, setCookies?: string[]): BlockActionResult {
  return { redirect: `${path}?done=${encodeURIComponent(done)}`, ...(setCookies ? { setCookies } : {}) };
}

type IntentHandler = (context: BlockActionContext) => Promise<BlockActionResult>;

/** A block action that hands the post to the handler its `_intent` names; 400 for any other. */
export function byIntent(handlers: Record<string, IntentHandler>): IntentHandler {
  return async (context) => {
    const intent = context.body.get(INTENT_FIELD);
    const handler = typeof intent === 'string' && Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
    if (handler) return handler(context);
    return { status: 400, data: { message: `The post names no known ${INTENT_FIELD} (${Object.keys(handlers).join(', ')})` } };
  };
}
