import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../runtime/api/create-api-client.ts';
import { handleFormPost } from './form-post.server.ts';
import { applicationForm, pdf } from './test-form.ts';

interface Call {
  method: string;
  url: string;
  body: BodyInit | null | undefined;
}

function fakeApi(submitStatus = 201) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ method: init?.method ?? 'GET', url, body: init?.body });
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.endsWith('/forms/unsolicited-application')) return json(200, { success: true, data: applicationForm, message: '' });
    if (submitStatus >= 400) return json(submitStatus, { success: false, data: null, message: 'Erreur' });
    return json(submitStatus, { success: true, data: { id: 7, files: [] }, message: 'Merci' });
  };
  return { api: createApiClient({ baseUrl: 'http://api.test', idSite: 87, locale: 'fr_FR', fetch }), calls };
}

function post(fields: Record<string, string | File>, path = '/_forms/unsolicited-application') {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return new Request(`http://autocars.localhost${path}`, { method: 'POST', body });
}

const complete = { _return: '/entreprise/candidature-spontanee', name: 'Léa Martin', email: 'lea@example.fr', position: 'driver', consent: 'true', cv: pdf() };

describe('handleFormPost (no-JavaScript post)', () => {
  it('submits answers and files to the API and redirects back with formStatus=sent', async () => {
    const { api, calls } = fakeApi();
    const response = await handleFormPost(post(complete), api);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(
      '/entreprise/candidature-spontanee?form=unsolicited-application&formStatus=sent#form-unsolicited-application',
    );
    const submit = calls.find((call) => call.url.endsWith('/submit'))!;
    const sent = submit.body as FormData;
    expect(JSON.parse(String(sent.get('answers')))).toEqual({ name: 'Léa Martin', email: 'lea@example.fr', position: 'driver', consent: true });
    expect((sent.get('cv') as File).name).toBe('cv.pdf');
  });

  it('redirects with formStatus=invalid without sending when a required answer is missing', async () => {
    const { api, calls } = fakeApi();
    const response = await handleFormPost(post({ ...complete, email: '' }), api);
    expect(response.headers.get('Location')).toContain('formStatus=invalid');
    expect(calls.some((call) => call.url.endsWith('/submit'))).toBe(false);
  });

  it('treats a filled honeypot as invalid and calls nothing', async () => {
    const { api, calls } = fakeApi();
    const response = await handleFormPost(post({ ...complete, website: 'http://spam.example' }), api);
    expect(response.headers.get('Location')).toContain('formStatus=invalid');
    expect(calls).toHaveLength(0);
  });

  it('reports a server failure as failed and never redirects off the site', async () => {
    const { api } = fakeApi(500);
    const response = await handleFormPost(post({ ...complete, _return: '//evil.example/x' }), api);
    expect(response.headers.get('Location')).toBe('/?form=unsolicited-application&formStatus=failed#form-unsolicited-application');
  });

  it('answers 404 for a path that is not a form post', async () => {
    const { api } = fakeApi();
    expect((await handleFormPost(post(complete, '/_forms/../admin'), api)).status).toBe(404);
  });
});

describe('handleFormPost for the newsletter', () => {
  it('subscribes the e-mail and redirects back with formStatus=sent', async () => {
    const { api, calls } = fakeApi();
    const response = await handleFormPost(post({ _return: '/', _target: 'newsletter', email: 'lea@example.fr' }, '/_forms/newsletter'), api);
    expect(response.headers.get('Location')).toBe('/?form=newsletter&formStatus=sent#form-newsletter');
    expect(calls.map((call) => call.url)).toEqual(['http://api.test/newsletter/subscribe']);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ email: 'lea@example.fr' });
  });
});
