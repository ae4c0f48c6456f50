import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../harness.test-utils.ts';
import { DOMAINE, member, NOW } from '../shop/shop-helpers.test-utils.ts';

/**
 * Issue 36, item 7: every error answer in the request's language. The walk asks each refusal in
 * French and in English (bad bodies, queries and paths, unknown ids, calls refused), and fails on
 * a French answer that is the English one, or that reads as English.
 */
let h: Harness;
let token: string;
beforeAll(async () => {
  h = await createHarness({ now: () => NOW });
  token = await member(h, 'walk@example.fr');
});
afterAll(() => h.close());

type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: { body?: unknown; token?: boolean }];

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
};

/** Words that give English away in a message meant to be French. */
const ENGLISH_WORDS = /\b(the|is|must|not|found|does|invalid|missing|unknown|field|reserved|only|call|this|of)\b/i;

async function ask(lang: 'fr_FR' | 'en', [method, path, options = {}]: Call) {
  const answer = await h.request(method, path, { site: DOMAINE, lang, ...(options.token ? { token } : {}), ...(options.body !== undefined ? { body: options.body } : {}) });
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
});
