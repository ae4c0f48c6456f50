import type { ApiResult } from '../../runtime/api/api-result.ts';
import type { ApiClient } from '../../runtime/api/create-api-client.ts';
import { sendMessage } from '../../runtime/api/endpoints/content.ts';
import { form as fetchForm, submitForm } from '../../runtime/api/endpoints/forms.ts';
import { answersOf, messageBody, serverErrors } from './form-answers.ts';
import type { FieldErrors, FormFiles, FormValues, ServedForm } from './form-definition.ts';
import { HONEYPOT_FIELD, assertServedForm } from './form-definition.ts';
import { formEcho, NEWSLETTER_FORM_ID } from './form-echo.ts';
import type { FormEcho } from './form-echo.ts';
import { FORM_FIELD, returnUrl, withoutStatus } from './no-js-status.ts';
import { EMAIL } from '../../rules/form-answer/check-answer.ts';
import { validateForm } from './validate-form.ts';

const LEGACY_PATH = /^\/_forms\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;
const FORM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * What a no-JavaScript post comes to: back to the page (303, Post/Redirect/Get) once sent; the
 * page itself again, answers kept, when refused or failed (`echo`); an error answer; or `none`
 * when the request is not a form post at all (other routes may answer it).
 */
export type FormPostOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'echo'; path: string; echo: FormEcho }
  | { kind: 'response'; response: Response }
  | { kind: 'none' };

/** The site path to come back to: `_return` when it is a path on this site, else the home page. */
export function safeReturnPath(raw: FormDataEntryValue | null): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  return raw;
}

/** The typed values and chosen files of a posted form, by field of the definition. */
export function postedAnswers(form: ServedForm, body: globalThis.FormData): { values: FormValues; files: FormFiles } {
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

/** The answer to send when no page can be rendered: back to the page with `?formStatus=`. */
export function formPostResponse(outcome: Exclude<FormPostOutcome, { kind: 'none' }>): Response {
  if (outcome.kind === 'response') return outcome.response;
  const location = outcome.kind === 'redirect' ? outcome.location : returnUrl(outcome.path, outcome.echo.formId, outcome.echo.status);
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

const text = (body: string, status: number): FormPostOutcome => ({
  kind: 'response',
  response: new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
});

function isFormBody(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
}

/** The echo of a refused or failed API call: the API's field errors, else its message. */
function apiEcho(formId: string, values: FormValues, result: ApiResult<unknown>, errors: FieldErrors): FormEcho {
  const status = result.success || result.status === 400 || result.status === 422 ? 'invalid' : 'failed';
  return formEcho({ formId, status, values, errors, message: result.message });
}

/**
 * The no-JavaScript form post: `POST <page>` with `_form={id}` (the blocks post to their own
 * page) or `POST /_forms/{id}` with `_return` (older pages). Checks the answers like the browser
 * does, sends them to the API (POST /forms/{id}/submit with the files, POST /message when
 * `_target` is `message`, POST /newsletter/subscribe with `email` when it is `newsletter`).
 * Sent: 303 back to the page with `?form={id}&formStatus=sent`. Refused or failed: an echo of
 * the answers and errors for the page to render again. A filled honeypot is answered as
 * invalid, unsent, and echoes nothing.
 */
export async function handleFormPost(request: Request, api: ApiClient): Promise<FormPostOutcome> {
  const url = new URL(request.url);
  const legacy = LEGACY_PATH.exec(url.pathname);
  if (request.method !== 'POST') return legacy ? text('Expected POST /_forms/{form id}', 404) : { kind: 'none' };
  if (!legacy && (url.pathname.startsWith('/_forms') || !isFormBody(request))) {
    return url.pathname.startsWith('/_forms') ? text('Expected POST /_forms/{form id}', 404) : { kind: 'none' };
  }
  let body: globalThis.FormData;
  try {
    body = await request.formData();
  } catch {
    return text('The form must be sent as multipart/form-data or urlencoded', 400);
  }
  const named = body.get(FORM_FIELD);
  const formId = legacy ? legacy[1]! : typeof named === 'string' && FORM_ID.test(named) ? named : null;
  if (!formId) return { kind: 'none' };
  const back = withoutStatus(legacy ? safeReturnPath(body.get('_return')) : `${url.pathname}${url.search}`);
  const sent: FormPostOutcome = { kind: 'redirect', location: returnUrl(back, formId, 'sent') };
  const echo = (value: FormEcho): FormPostOutcome => ({ kind: 'echo', path: back, echo: value });
  const trap = body.get(HONEYPOT_FIELD);
  if (typeof trap === 'string' && trap.trim() !== '') return { kind: 'redirect', location: returnUrl(back, formId, 'invalid') };

  if (body.get('_target') === 'newsletter' || formId === NEWSLETTER_FORM_ID) {
    const raw = body.get('email');
    const email = typeof raw === 'string' ? raw.trim() : '';
    const values = { email };
    if (!EMAIL.test(email)) return echo(formEcho({ formId, status: 'invalid', values, errors: { email: { id: 'newsletter.invalid' } }, message: '' }));
    const result = await api.post('/newsletter/subscribe', { email });
    return result.success ? sent : echo(apiEcho(formId, values, result, {}));
  }

  const definition = await fetchForm(api, formId);
  let form: ServedForm;
  try {
    if (!definition.success) throw new Error(definition.message);
    form = assertServedForm(definition.data, formId);
  } catch {
    return { kind: 'redirect', location: returnUrl(back, formId, 'failed') };
  }
  const { values, files } = postedAnswers(form, body);
  const errors = validateForm(form, values, files, api.locale === 'en' ? 'en' : 'fr');
  if (Object.keys(errors).length > 0) return echo(formEcho({ formId, status: 'invalid', values, errors, message: '' }));

  const result =
    body.get('_target') === 'message'
      ? await sendMessage(api, messageBody(form, values))
      : await submitForm(api, formId, answersOf(form, values), files);
  return result.success ? sent : echo(apiEcho(formId, values, result, serverErrors(result.error, form)));
}
