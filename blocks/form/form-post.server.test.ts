import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../runtime/api/create-api-client.ts';
import type { ApiClient } from '../../runtime/api/create-api-client.ts';
import { formPostResponse, handleFormPost } from './form-post.server.ts';
import type { FormPostOutcome } from './form-post.server.ts';
import { applicationForm, pdf } from './test-form.ts';

interface Call {
  method: string;
  url: string;
  body: BodyInit | null | undefined;
}

function fakeApi(submitStatus = 201, fieldErrors?: Record<string, string>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.endsWith('/forms/unsolicited-application')) return json(200, { success: true, data: applicationForm, message: '' });
    if (submitStatus >= 400) return json(submitStatus, { success: false, data: fieldErrors ? { errors: fieldErrors } : null, message: 'Erreur' });
    return json(submitStatus, { success: true, data: { id: 7, files: [] }, message: 'Merci' });
  };
  return { api: createApiClient({ baseUrl: 'http://api.test', idSite: 87, locale: 'fr_FR', fetch }), calls };
}

function post(fields: Record<string, string | File>, path = '/_forms/unsolicited-application') {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request(`http://autocars.localhost${path}`, { method: 'POST', body });
}

/** The answer sent when the page cannot be rendered again (and for every redirect). */
async function answer(request: Request, api: ApiClient): Promise<Response> {
  const outcome = await handleFormPost(request, api);
  if (outcome.kind === 'none') throw new Error('not a form post');
  return formPostResponse(outcome);
}

const complete = { _return: '/entreprise/candidature-spontanee', name: 'Léa Martin', email: 'lea@example.fr', position: 'driver', consent: 'true', cv: pdf() };
const onPage = { _form: 'unsolicited-application', name: 'Léa Martin', email: 'lea@example.fr', position: 'driver', consent: 'true', cv: pdf() };

describe('handleFormPost (no-JavaScript post)', () => {
  it('submits answers and files to the API and redirects back with formStatus=sent', async () => {
    const { api, calls } = fakeApi();
    const response = await answer(post(complete), api);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(
      '/entreprise/candidature-spontanee?form=unsolicited-application&formStatus=sent#form-unsolicited-application',
    );
    const submit = calls.find((call) => call.url.endsWith('/submit'))!;
    const sent = submit.body as FormData;
    expect(JSON.parse(String(sent.get('answers')))).toEqual({ name: 'Léa Martin', email: 'lea@example.fr', position: 'driver', consent: true });
    expect((sent.get('cv') as File).name).toBe('cv.pdf');
  });

  it('accepts a post to the page itself, named by _form, and redirects to that page without an earlier outcome', async () => {
    const { api } = fakeApi();
    const response = await answer(post(onPage, '/entreprise/candidature-spontanee?form=unsolicited-application&formStatus=invalid'), api);
    expect(response.headers.get('Location')).toBe('/entreprise/candidature-spontanee?form=unsolicited-application&formStatus=sent#form-unsolicited-application');
  });

  it('echoes every typed answer with each error, without sending, when a required answer is missing', async () => {
    const { api, calls } = fakeApi();
    const outcome = await handleFormPost(post({ ...onPage, email: '', phone: '12', website: '' }, '/entreprise/candidature-spontanee'), api);
    expect(outcome).toEqual({
      kind: 'echo',
      path: '/entreprise/candidature-spontanee',
      echo: {
        formId: 'unsolicited-application',
        status: 'invalid',
        values: { name: 'Léa Martin', email: '', phone: '12', position: 'driver', consent: true },
        errors: { email: { id: 'form.error.required' }, phone: { id: 'form.error.tel' } },
        message: '',
      },
    });
    expect(calls.some((call) => call.url.endsWith('/submit'))).toBe(false);
  });

  it('treats a filled honeypot as invalid, calls nothing and echoes nothing', async () => {
    const { api, calls } = fakeApi();
    const response = await answer(post({ ...complete, website: 'http://spam.example' }), api);
    expect(response.headers.get('Location')).toContain('formStatus=invalid');
    expect(calls).toHaveLength(0);
  });

  it('echoes the answers as failed when the API fails, and never sends the visitor off the site', async () => {
    const { api } = fakeApi(500);
    const outcome = await handleFormPost(post({ ...complete, _return: '//evil.example/x' }), api);
    expect(outcome).toMatchObject({ kind: 'echo', path: '/', echo: { status: 'failed', values: { name: 'Léa Martin' }, errors: {} } });
    expect(formPostResponse(outcome as Exclude<FormPostOutcome, { kind: 'none' }>).headers.get('Location')).toBe(
      '/?form=unsolicited-application&formStatus=failed#form-unsolicited-application',
    );
  });

  it('echoes the API’s own field errors when it refuses the answers', async () => {
    const { api } = fakeApi(400, { email: 'Adresse refusée par le serveur' });
    const outcome = await handleFormPost(post(onPage, '/entreprise/candidature-spontanee'), api);
    expect(outcome).toMatchObject({ kind: 'echo', echo: { status: 'invalid', errors: { email: { text: 'Adresse refusée par le serveur' } } } });
  });

  it('answers 404 for a path that is not a form post, and leaves other posts to other routes', async () => {
    const { api } = fakeApi();
    expect((await answer(post(complete, '/_forms/Not_A_Form'), api)).status).toBe(404);
    expect(await handleFormPost(post(complete, '/_forms/../admin'), api)).toEqual({ kind: 'none' });
    expect(await handleFormPost(post({ name: 'x' }, '/nous-contacter'), api)).toEqual({ kind: 'none' });
    expect(await handleFormPost(new Request('http://autocars.localhost/x', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }), api)).toEqual({ kind: 'none' });
  });
});

describe('handleFormPost for the newsletter', () => {
  it('subscribes the e-mail and redirects back with formStatus=sent', async () => {
    const { api, calls } = fakeApi();
    const response = await answer(post({ _return: '/', _target: 'newsletter', email: 'lea@example.fr' }, '/_forms/newsletter'), api);
    expect(response.headers.get('Location')).toBe('/?form=newsletter&formStatus=sent#form-newsletter');
    expect(calls.map((call) => call.url)).toEqual(['http://api.test/newsletter/subscribe']);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ email: 'lea@example.fr' });
  });

  it('echoes an invalid address with the newsletter’s message', async () => {
    const { api, calls } = fakeApi();
    const outcome = await handleFormPost(post({ _form: 'newsletter', _target: 'newsletter', email: 'lea@' }, '/en/news'), api);
    expect(outcome).toEqual({ kind: 'echo', path: '/en/news', echo: { formId: 'newsletter', status: 'invalid', values: { email: 'lea@' }, errors: { email: { id: 'newsletter.invalid' } }, message: '' } });
    expect(calls).toHaveLength(0);
  });
});
