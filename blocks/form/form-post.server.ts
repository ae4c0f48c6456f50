import type { ApiClient } from '../../runtime/api/create-api-client.ts';
import { sendMessage } from '../../runtime/api/endpoints/content.ts';
import { form as fetchForm, submitForm } from '../../runtime/api/endpoints/forms.ts';
import { answersOf, messageBody } from './form-answers.ts';
import type { FormFiles, FormValues, ServedForm } from './form-definition.ts';
import { HONEYPOT_FIELD, assertServedForm } from './form-definition.ts';
import { returnUrl } from './no-js-status.ts';
import type { NoJsStatus } from './no-js-status.ts';
import { validateForm } from './validate-form.ts';

const PATH = /^\/_forms\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

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

function redirect(path: string, formId: string, status: NoJsStatus): Response {
  return new Response(null, { status: 303, headers: { Location: returnUrl(path, formId, status), 'Cache-Control': 'no-store' } });
}

/**
 * The no-JavaScript form post, `POST /_forms/{id}` (multipart): checks the answers like the
 * browser does, sends them to the API (POST /forms/{id}/submit with the files, or POST /message
 * when `_target` is `message`, POST /newsletter/subscribe with `email` when it is `newsletter`)
 * and redirects (303) back to `_return` with
 * `?form={id}&formStatus=sent|invalid|failed`. A filled honeypot is answered as invalid, unsent.
 */
export async function handleFormPost(request: Request, api: ApiClient): Promise<Response> {
  const match = PATH.exec(new URL(request.url).pathname);
  if (request.method !== 'POST' || !match) {
    return new Response('Expected POST /_forms/{form id}', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const formId = match[1]!;
  let body: globalThis.FormData;
  try {
    body = await request.formData();
  } catch {
    return new Response('The form must be sent as multipart/form-data or urlencoded', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const back = safeReturnPath(body.get('_return'));
  const trap = body.get(HONEYPOT_FIELD);
  if (typeof trap === 'string' && trap.trim() !== '') return redirect(back, formId, 'invalid');

  if (body.get('_target') === 'newsletter') {
    const email = body.get('email');
    if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return redirect(back, formId, 'invalid');
    const result = await api.post('/newsletter/subscribe', { email: email.trim() });
    return redirect(back, formId, result.success ? 'sent' : result.status === 400 ? 'invalid' : 'failed');
  }

  const definition = await fetchForm(api, formId);
  if (!definition.success) return redirect(back, formId, 'failed');
  let form: ServedForm;
  try {
    form = assertServedForm(definition.data, formId);
  } catch {
    return redirect(back, formId, 'failed');
  }
  const { values, files } = postedAnswers(form, body);
  const lang = api.locale === 'en' ? 'en' : 'fr';
  if (Object.keys(validateForm(form, values, files, lang)).length > 0) return redirect(back, formId, 'invalid');

  const result =
    body.get('_target') === 'message'
      ? await sendMessage(api, messageBody(form, values))
      : await submitForm(api, formId, answersOf(form, values), files);
  if (result.success) return redirect(back, formId, 'sent');
  return redirect(back, formId, result.status === 400 ? 'invalid' : 'failed');
}
