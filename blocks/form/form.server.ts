import { defineBlockServer, form as fetchForm } from '../../runtime/index.server.ts';
import type { BlockActionContext, BlockActionResult } from '../../runtime/index.server.ts';
import { answersOf, assertServedForm, HONEYPOT_FIELD, messageBody, sendMessage, serverErrors, submitForm, validateForm } from '../../runtime/index.ts';
import type { ApiResult, FieldErrors, FormFiles, FormValues, ServedForm } from '../../runtime/index.ts';
import type { FormBlockData } from './form.block.ts';
import { echoStatus, formEcho } from './form-echo.ts';
import type { FormEcho } from './form-echo.ts';
import { FORM_FIELD, returnUrl, withoutStatus } from './no-js-status.ts';
import { toLang } from '../../rules/locale.ts';
import { formBlock } from './form.block.ts';

const FORM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The typed values and chosen files of a posted form, by field of the definition. */
export function postedAnswers(form: ServedForm, body: FormData): { values: FormValues; files: FormFiles } {
  const values: FormValues = {};
  const files: FormFiles = {};
  for (const field of form.fields) {
    if (field.type === 'file') {
      files[field.name] = body.getAll(field.name).filter((entry): entry is File => entry instanceof File && entry.name !== '' && entry.size > 0);
    } else if (field.type === 'checkbox') {
      values[field.name] = body.get(field.name) !== null;
    } else {
      const value = body.get(field.name);
      values[field.name] = typeof value === 'string' ? value : '';
    }
  }
  return { values, files };
}

/** The page answered again with the echo: 422 when refused, 503 when the API failed. */
export function echoAnswer(echo: FormEcho): BlockActionResult {
  return { status: echoStatus(echo), data: echo };
}

/** The echo of a refused or failed API call: the API's field errors, else its message. */
export function apiEcho(formId: string, values: FormValues, result: ApiResult<unknown>, errors: FieldErrors): FormEcho {
  const status = result.success || result.status === 400 || result.status === 422 ? 'invalid' : 'failed';
  return formEcho({ formId, status, values, errors, message: result.message });
}

/** Back to the page the form was posted on, with its outcome (`?form={id}&formStatus=…`). */
export function backTo(url: URL, formId: string, status: 'sent' | 'invalid' | 'failed'): BlockActionResult {
  return { redirect: returnUrl(withoutStatus(`${url.pathname}${url.search}`), formId, status) };
}

/** True when the hidden field people leave empty was filled (a robot): nothing is sent or echoed. */
export function isTrapped(body: FormData): boolean {
  const trap = body.get(HONEYPOT_FIELD);
  return typeof trap === 'string' && trap.trim() !== '';
}

/**
 * The form block's server action: a form posted without JavaScript to its page (`_form={id}`).
 * Checks the answers with the rule the browser applies, then sends them to the API (POST
 * /forms/{id}/submit with the files, or POST /message when `_target` is `message`). Sent: back
 * to the page with `?form={id}&formStatus=sent`. Refused (422) or failed (503): the page again,
 * with every answer kept and each error by its field. A filled honeypot is answered as invalid,
 * unsent, and echoes nothing.
 */
export async function action({ body, api, locale, url }: BlockActionContext): Promise<BlockActionResult> {
  const named = body.get(FORM_FIELD);
  if (typeof named !== 'string' || !FORM_ID.test(named)) return { status: 400, data: { message: `The post names no form (${FORM_FIELD})` } };
  const formId = named;
  if (isTrapped(body)) return backTo(url, formId, 'invalid');
  const definition = await fetchForm(api, formId);
  let form: ServedForm;
  try {
    if (!definition.success) throw new Error(definition.message);
    form = assertServedForm(definition.data, formId);
  } catch {
    return backTo(url, formId, 'failed');
  }
  const { values, files } = postedAnswers(form, body);
  const errors = validateForm(form, values, files, toLang(locale));
  if (Object.keys(errors).length > 0) return echoAnswer(formEcho({ formId, status: 'invalid', values, errors, message: '' }));
  const result =
    body.get('_target') === 'message'
      ? await sendMessage(api, messageBody(form, values))
      : await submitForm(api, formId, answersOf(form, values), files);
  return result.success ? backTo(url, formId, 'sent') : echoAnswer(apiEcho(formId, values, result, serverErrors(result.error, form)));
}

export default defineBlockServer(formBlock, {
  /** Server side, before render: the form definition (GET /forms/{id}), in the page's language. */
  load: async (ctx): Promise<FormBlockData> => (await import('./load-form.ts')).loadForm(ctx),
  action,
  examples: {
    fr: { formId: 'quote-request', title: 'Votre demande de devis', intro: 'Réponse sous 48 heures ouvrées.' },
    en: { formId: 'quote-request', title: 'Your quote request', intro: 'We answer within 2 working days.' },
  },
});
