import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../runtime/engine/api/create-api-client.ts';
import { action as newsletterAction } from '../newsletter/newsletter.server.ts';
import { action } from './form.server.ts';
import { applicationForm, pdf } from '../../runtime/engine/machines/form/form.test-utils.ts';

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
    // As the API answers each route (schemas/api/content): the subscription, or the stored answer.
    if (url.endsWith('/newsletter/subscribe')) return json(submitStatus, { success: true, data: { email: 'lea@example.fr', subscribed: true, created: true }, message: 'Merci' });
    return json(submitStatus, { success: true, data: { id: 7, files: [] }, message: 'Merci' });
  };
  return { api: createApiClient({ baseUrl: 'http://api.test', idSite: 87, locale: 'fr_FR', fetch }), calls };
}

/** What the page action hands the block: the posted fields, the page's address, its API client. */
function posted(fields: Record<string, string | File>, path: string, api: ReturnType<typeof fakeApi>['api']) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return { body, api, locale: 'fr_FR' as const, url: new URL(`http://autocars.localhost${path}`) };
}

const page = '/entreprise/candidature-spontanee';
const complete = { _block: 'form', _form: 'unsolicited-application', name: 'Léa Martin', email: 'lea@example.fr', position: 'driver', consent: 'true', cv: pdf() };

describe('the form block’s action (no-JavaScript post to its page)', () => {
  it('submits answers and files to the API and sends the visitor back with formStatus=sent', async () => {
    const { api, calls } = fakeApi();
    expect(await action(posted(complete, page, api))).toEqual({ redirect: `${page}?form=unsolicited-application&formStatus=sent` });
    const submit = calls.find((call) => call.url.endsWith('/submit'))!;
    const sent = submit.body as FormData;
    expect(JSON.parse(String(sent.get('answers')))).toEqual({ name: 'Léa Martin', email: 'lea@example.fr', position: 'driver', consent: true });
    expect((sent.get('cv') as File).name).toBe('cv.pdf');
  });

  it('sends the visitor back to the page without an earlier outcome, other query parameters and the home page’s ?index aside', async () => {
    const { api } = fakeApi();
    expect(await action(posted(complete, `${page}?ref=ad&form=unsolicited-application&formStatus=invalid`, api))).toEqual({
      redirect: `${page}?ref=ad&form=unsolicited-application&formStatus=sent`,
    });
    expect(await action(posted(complete, '/?index', api))).toEqual({ redirect: '/?form=unsolicited-application&formStatus=sent' });
  });

  it('answers the page again (422) with every typed answer and each error, without sending, when an answer is refused', async () => {
    const { api, calls } = fakeApi();
    expect(await action(posted({ ...complete, email: '', phone: '12', website: '' }, page, api))).toEqual({
      status: 422,
      data: {
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
    expect(await action(posted({ ...complete, website: 'http://spam.example' }, page, api))).toEqual({ redirect: expect.stringContaining('formStatus=invalid') });
    expect(calls).toHaveLength(0);
  });

  it('answers 503 with the answers kept when the API fails', async () => {
    const { api } = fakeApi(500);
    expect(await action(posted(complete, page, api))).toMatchObject({ status: 503, data: { status: 'failed', values: { name: 'Léa Martin' }, errors: {}, message: 'Erreur' } });
  });

  it('shows the API’s own field errors when it refuses the answers (422)', async () => {
    const { api } = fakeApi(400, { email: 'Adresse refusée par le serveur' });
    expect(await action(posted(complete, page, api))).toMatchObject({ status: 422, data: { status: 'invalid', errors: { email: { text: 'Adresse refusée par le serveur' } } } });
  });

  it('refuses a post that names no form (400)', async () => {
    const { api, calls } = fakeApi();
    expect(await action(posted({ _block: 'form', _form: '../admin' }, page, api))).toMatchObject({ status: 400 });
    expect(calls).toHaveLength(0);
  });
});

describe('the newsletter block’s action', () => {
  it('subscribes the e-mail and sends the visitor back with formStatus=sent', async () => {
    const { api, calls } = fakeApi();
    expect(await newsletterAction(posted({ _block: 'newsletter', email: 'lea@example.fr' }, '/', api))).toEqual({ redirect: '/?form=newsletter&formStatus=sent' });
    expect(calls.map((call) => call.url)).toEqual(['http://api.test/newsletter/subscribe']);
    expect(JSON.parse(String(calls[0]!.body))).toEqual({ email: 'lea@example.fr' });
  });

  it('answers an invalid address with the newsletter’s message (422)', async () => {
    const { api, calls } = fakeApi();
    expect(await newsletterAction(posted({ _block: 'newsletter', email: 'lea@' }, '/en/news', api))).toEqual({
      status: 422,
      data: { formId: 'newsletter', status: 'invalid', values: { email: 'lea@' }, errors: { email: { id: 'newsletter.invalid' } }, message: '' },
    });
    expect(calls).toHaveLength(0);
  });
});
