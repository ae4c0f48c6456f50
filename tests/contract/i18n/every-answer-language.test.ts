import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { AUTOCARS, DOMAINE, member, NOW } from '../shop/shop-helpers.test-utils.ts';
import type { Locale } from '../../../rules/locale.ts';

/**
 * Issue 36, item 7: every error answer in the request's language. The walk asks each refusal in
 * French and in English (bad bodies, queries and paths, unknown ids, calls refused), and fails on
 * a French answer that is the English one, or that reads as English.
 */
let h: Harness;
let token: string;
let adminToken: string;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW, env: { ADMIN_EMAIL: 'admin@vitrine.test', ADMIN_PASSWORD: 'admin-password-1' } });
  token = await member(h, 'walk@example.fr');
  adminToken = (await h.request('POST', '/login', { site: DOMAINE, body: { email: 'admin@vitrine.test', password: 'admin-password-1' } })).json!.data.token as string;
});
afterAll(() => h.close());

/** A multipart body with a text field and no file. */
function textOnlyForm(): FormData {
  const form = new FormData();
  form.set('note', 'sans fichier');
  return form;
}

type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: { body?: unknown; token?: boolean | 'admin'; site?: number }];

const CALLS: Record<string, Call> = {
  'admin call without admin': ['GET', '/admin/orders', { token: true }],
  'unknown country': ['GET', '/cities/nant/75'],
  'login without an e-mail': ['POST', '/login', { body: { password: 'x' } }],
  'login with an unknown field': ['POST', '/login', { body: { email: 'a@b.fr', password: 'x', extra: 1 } }],
  'login with a bad e-mail': ['POST', '/login', { body: { email: 'nope', password: 'x' } }],
  'body that is not JSON': ['POST', '/login', { body: '{not json' }],
  'contact with a blank name': ['POST', '/message', { body: { name: '  ', email: 'a@b.fr', message: 'Bonjour' } }],
  'contact with a blank message': ['POST', '/message', { body: { name: 'Léa', email: 'a@b.fr', message: '  ' } }],
  'id that is not a number': ['GET', '/popup/abc'],
  'unknown popup': ['GET', '/popup/999999'],
  'unknown form': ['GET', '/forms/nope'],
  'unknown order': ['GET', '/order/999999', { token: true }],
  'bad page number': ['GET', '/order?page=0', { token: true }],
  'method not allowed': ['GET', '/cart/not-a-uuid'],
  'bad cart id': ['DELETE', '/cart/not-a-uuid'],
  'product not in the cart': ['DELETE', '/cart/00000000-0000-4000-8000-000000000000/product/999999/1'],
  'unknown pickup address': ['GET', '/click-and-collect/dates?idAddress=999'],
  // The rarer families: content, site, shop extras, admin layouts, headers.
  'unknown site': ['GET', '/parameter', { site: 999 }],
  'unknown album': ['GET', '/album/999999'],
  'unknown blog article': ['GET', '/blog/999999'],
  'bad blog article key': ['GET', '/blog/Not_A_Slug'],
  'unknown blog article trail': ['GET', '/blog/ariane/999999'],
  'unknown blog folder': ['GET', '/blog/folder/999999'],
  'unknown calendar': ['GET', '/calendar/999999/events'],
  'events from a bad date': ['GET', '/calendar/1/events?from=demain'],
  'allowed dates of a bad month': ['GET', '/calendar/1/date/allowed/13/2026'],
  'allowed dates of a bad year': ['GET', '/calendar/1/date/allowed/5/26'],
  'unknown news item': ['GET', '/news/999999'],
  'bad promoted flag': ['GET', '/news?promoted=maybe'],
  'unknown service': ['GET', '/service/999999'],
  'bad service tags': ['GET', '/service?tag=A%20B'],
  'reviews from a bad date': ['GET', '/google/reviews?from=hier'],
  'bad visit source': ['GET', '/site/visit/a%20b'],
  'unknown list element': ['GET', '/element/atelier/999999'],
  'bad form file id': ['GET', '/forms/file/download/nope'],
  'unknown component configuration': ['GET', '/component/conf/nope'],
  'unknown external app': ['GET', '/external-app/NOPE/config/public'],
  'SVG outside the site’s media': ['POST', '/image/load-svg', { body: { url: 'https://elsewhere.example/x.svg' } }],
  'no card payment key': ['GET', '/custom-stripe/public-key', { site: AUTOCARS }],
  'unknown order value type': ['GET', '/order-generic-values/nope', { token: true }],
  'order filter other than equal or lk': ['GET', '/order?status=gte:PAID', { token: true }],
  'unknown customization': ['POST', '/product-customization/999999/file/validate', { token: true }],
  'customization without its file': ['POST', '/product-customization/4/file/validate', { body: textOnlyForm() }],
  'declination of another product': ['POST', '/cart/product/999/declination/101/customize/price', { body: { customizations: [] } }],
  'unknown newsletter list': ['PUT', '/user/newsletter/subscription', { token: true, body: { lists: ['nope'] } }],
  'admin orders from after to': ['GET', '/admin/orders?from=2026-11-22&to=2026-11-21', { token: 'admin' }],
  'layout of an unknown page': ['GET', '/admin/page/999999/layout/1/preview', { token: 'admin' }],
  'layout without a preview': ['GET', '/admin/page/10/layout/1/preview', { token: 'admin' }],
};

/** Words that give English away in a message meant to be French. */
const ENGLISH_WORDS = /\b(the|is|must|not|found|does|invalid|missing|unknown|field|reserved|only|call|this|of)\b/i;

async function ask(lang: Locale, [method, path, options = {}]: Call) {
  const caller = options.token === 'admin' ? adminToken : options.token ? token : undefined;
  const answer = await h.request(method, path, { site: options.site ?? DOMAINE, lang, ...(caller ? { token: caller } : {}), ...(options.body !== undefined ? { body: options.body } : {}) });
  return { status: answer.status, message: String(answer.json?.message ?? answer.text ?? '') };
}

describe('every error answer in the request’s language (issue 36)', () => {
  it.each(Object.entries(CALLS))('%s: French under fr_FR, English under en', async (_name, call) => {
    const fr = await ask('fr_FR', call);
    const en = await ask('en', call);
    expect(fr.status).toBeGreaterThanOrEqual(400);
    expect(fr.status).toBe(en.status);
    expect(fr.message).not.toBe(en.message);
    // The values echoed between « » are the caller's, in no language.
    expect(fr.message.replace(/«[^»]*»/g, '')).not.toMatch(ENGLISH_WORDS);
  });

  it('answers the refusals the issue names in each language', async () => {
    expect((await ask('fr_FR', CALLS['admin call without admin']!)).message).toBe('Cet appel est réservé aux administrateurs');
    expect((await ask('en', CALLS['admin call without admin']!)).message).toBe('This call is reserved for administrators');
    expect((await ask('fr_FR', CALLS['unknown country']!)).message).toBe('Pays 75 inconnu');
    expect((await ask('en', CALLS['unknown country']!)).message).toBe('Unknown country 75');
    expect((await ask('fr_FR', CALLS['login without an e-mail']!)).message).toBe('Champ « email » manquant dans le corps de la requête');
    expect((await ask('en', CALLS['login without an e-mail']!)).message).toBe("Missing field 'email' in body");
  });

  it('writes the rarer refusals in natural French, with its typography', async () => {
    expect((await ask('fr_FR', CALLS['unknown newsletter list']!)).message).toBe('Liste de newsletter inconnue : « nope »');
    expect((await ask('en', CALLS['unknown newsletter list']!)).message).toBe("Unknown newsletter list: 'nope'");
    expect((await ask('fr_FR', CALLS['allowed dates of a bad month']!)).message).toBe('Mois « 13 » invalide : doit être un nombre entier de 1 à 12');
    expect((await ask('fr_FR', CALLS['unknown site']!)).message).toBe('Site 999 inconnu');
    expect((await ask('en', CALLS['unknown site']!)).message).toBe('Unknown site 999');
    expect(await ask('fr_FR', CALLS['customization without its file']!)).toEqual({ status: 400, message: 'Fichier « file » manquant' });
    expect(await ask('en', CALLS['customization without its file']!)).toEqual({ status: 400, message: "Missing file 'file'" });
  });
});
