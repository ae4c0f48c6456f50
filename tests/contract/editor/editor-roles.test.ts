import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { validateServed } from '../../../schemas/validation/validate-served.ts';
import { AcceptAnswerSchema, InvitationCheckSchema, PeopleSchema } from '../../../schemas/api/editor/editor-people.ts';
import { changeRole } from '../../../server/editor/roles/change-role.ts';
import { editorRouteRoles } from '../../../server/routes/editor/editor-route-roles.ts';
import { INVITATIONS_PER_HOUR } from '../../../server/routes/editor/people-routes.ts';
import { ADMIN, AUTOCARS, createEditorHarness, type EditorHarness } from './editor-test-site.test-utils.ts';

// Roles in the owners' editor (issue 34, item 5; decision 0067): an EDITOR drafts and previews, an
// owner (ADMIN, SUPER_ADMIN) also publishes and manages people; invitations by a mailed single-use
// link. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.

const DOMAINE = 88;
let clock = Date.parse('2026-11-28T10:00:00.000Z');
let e: EditorHarness;
beforeAll(async () => {
  e = await createEditorHarness({ now: () => new Date(clock) });
});
afterAll(async () => {
  await e.close();
});

function expectShape(schema: TSchema, data: unknown): void {
  const checked = validateServed(schema, data);
  expect(checked.ok ? [] : checked.errors).toEqual([]);
}

/** The token of the newest invitation mailed to `email`. */
async function mailedToken(email: string): Promise<string> {
  const mail = (await e.h.outbox()).filter((one) => one.toAddress === email).at(-1);
  const token = mail?.body.match(/\/admin\/invitation\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

const invite = (email: string, role: 'EDITOR' | 'ADMIN', options: { token?: string; site?: number; lang?: string } = {}) =>
  e.h.request('POST', '/admin/editor/people/invitations', { site: options.site ?? AUTOCARS, lang: options.lang ?? 'en', token: options.token ?? e.admin, body: { email, role } });
const accept = (token: string, body: Record<string, unknown>, options: { session?: string; lang?: string; site?: number } = {}) =>
  e.h.request('POST', '/admin/invitation', { site: options.site ?? AUTOCARS, lang: options.lang ?? 'en', ...(options.session ? { token: options.session } : {}), body: { token, ...body } });
const check = (token: string, options: { session?: string; lang?: string; site?: number } = {}) =>
  e.h.request('GET', `/admin/invitation?token=${encodeURIComponent(token)}`, { site: options.site ?? AUTOCARS, lang: options.lang ?? 'en', ...(options.session ? { token: options.session } : {}) });

/** An EDITOR of autocars, invited and accepted through the API (once per file). */
let editorSession: string | null = null;
async function editor(): Promise<string> {
  if (editorSession) return editorSession;
  expect((await invite('redactrice@example.fr', 'EDITOR')).status).toBe(201);
  const accepted = await accept(await mailedToken('redactrice@example.fr'), { password: 'redactrice-solide' });
  expect(accepted.status).toBe(201);
  editorSession = accepted.json!.data.token as string;
  return editorSession;
}

describe('every editor route checks the role its table gives it', () => {
  const example = (path: string) => path.replace(':idPage', '10').replace(':id', '1');

  it('lists every route registered under /admin/editor in editorRouteRoles (a route added later must be listed)', () => {
    const registered = e.h.app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/admin/editor')).map((route) => `${route.method} ${route.path}`);
    expect(registered.length).toBeGreaterThan(10);
    const listed = new Set(Object.keys(editorRouteRoles));
    expect(registered.filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !registered.includes(route))).toEqual([]);
  });

  it.each(Object.entries(editorRouteRoles))('%s (%s): 401 anonymous, 403 member, and an editor only on an editor’s route', async (route, minimum) => {
    const [method, path] = route.split(' ') as [string, string];
    const call = (token: string | null, lang = 'en') => e.call(method, example(path), ['GET', 'DELETE'].includes(method) ? undefined : {}, { token, lang });
    const anonymous = await call(null, 'fr_FR');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json!.message).toBe('Vous devez être connecté');
    const member = await call(e.member, 'fr_FR');
    expect(member.status).toBe(403);
    expect(member.json!.message).toBe('Cet appel est réservé aux rédacteurs et propriétaires du site');
    const asEditor = await call(await editor());
    if (minimum === 'owner') {
      expect(asEditor.status).toBe(403);
      expect(asEditor.json!.message).toBe('Only an owner of the site can do this: ask one of them');
    } else {
      expect([401, 403]).not.toContain(asEditor.status);
    }
    expect([401, 403]).not.toContain((await call(e.admin)).status);
  });

  it('lets an editor save a draft and preview it, and refuses them publish with 403, the draft kept', async () => {
    const session = await editor();
    const as = (method: string, path: string, body?: unknown) => e.call(method, path, body, { token: session });
    const read = (await as('GET', '/admin/editor/draft?path=components/home.json')).json!.data;
    const home = read.files['components/home.json'];
    home.config.layout[0].props.title = { fr: 'Titre de la rédactrice', en: 'The editor’s title' };
    const saved = await as('PATCH', '/admin/editor/draft', { baseRevision: read.revision, files: { 'components/home.json': home } });
    expect(saved.status).toBe(200);
    const preview = await e.h.request('GET', '/component/conf/home', { site: AUTOCARS, token: session, headers: { 'x-vitrine-draft': '1' } });
    expect(preview.json!.data.config.layout[0].props.title).toBe('Titre de la rédactrice');
    const refused = await e.call('POST', '/admin/editor/publish', { baseRevision: saved.json!.data.revision }, { token: session, lang: 'fr_FR' });
    expect(refused.status).toBe(403);
    expect(refused.json!.message).toBe('Seul un propriétaire du site peut faire cela : demandez-le à l’un d’eux');
    expect((await e.h.request('GET', '/component/conf/home', { site: AUTOCARS })).json!.data.config.layout[0].props.title).not.toBe('Titre de la rédactrice');
    expect((await as('GET', '/admin/editor/draft')).json!.data.changed).toEqual(['components/home.json']);
    await e.call('DELETE', '/admin/editor/draft', { baseRevision: saved.json!.data.revision });
  });
});

describe('invitations: a mailed link that works once, for 7 days', () => {
  it('invites by e-mail with a role: the link creates the account with its password, signs it in, and works once', async () => {
    const sent = await invite('nouveau@example.fr', 'EDITOR', { lang: 'fr_FR' });
    expect(sent.status).toBe(201);
    expect(sent.json!.message).toBe('Invitation envoyée à nouveau@example.fr : le lien sert une fois, pendant 7 jours');
    const mail = (await e.h.outbox()).filter((one) => one.toAddress === 'nouveau@example.fr').at(-1)!;
    expect(mail.subject).toMatch(/^Invitation à modifier le site/);
    expect(mail.body).toContain(`${ADMIN.email} vous invite à modifier le site`);
    const token = await mailedToken('nouveau@example.fr');
    const people = (await e.call('GET', '/admin/editor/people')).json!.data;
    expectShape(PeopleSchema, people);
    expect(people.invitations).toEqual([expect.objectContaining({ email: 'nouveau@example.fr', role: 'EDITOR', invitedByEmail: ADMIN.email })]);

    const checked = await check(token);
    expect(checked.status).toBe(200);
    expectShape(InvitationCheckSchema, checked.json!.data);
    expect(checked.json!.data).toEqual({ email: 'nouveau@example.fr', role: 'EDITOR', hasAccount: false, signedIn: false });
    // A refused password is named at its field, and leaves the link unspent.
    const short = await accept(token, { password: 'court' }, { lang: 'fr_FR' });
    expect(short.status).toBe(400);
    expect(short.json).toMatchObject({ message: 'Le mot de passe doit compter de 8 à 200 caractères.', data: { field: 'password' } });
    const accepted = await accept(token, { password: 'nouveau-solide' });
    expect(accepted.status).toBe(201);
    expectShape(AcceptAnswerSchema, accepted.json!.data);
    expect(accepted.json!.data).toMatchObject({ idSite: AUTOCARS, email: 'nouveau@example.fr', role: 'EDITOR' });
    expect(accepted.cookies.some((cookie) => cookie.startsWith('token='))).toBe(true);
    const session = accepted.json!.data.token as string;
    expect((await e.call('GET', '/admin/editor/status', undefined, { token: session })).status).toBe(200);
    expect((await e.h.request('POST', '/login', { site: AUTOCARS, body: { email: 'nouveau@example.fr', password: 'nouveau-solide' } })).json!.data.user.role).toBe('EDITOR');

    const again = await accept(token, { password: 'autre-solide' }, { lang: 'fr_FR' });
    expect(again.status).toBe(410);
    expect(again.json!.message).toMatch(/^Ce lien d’invitation a déjà servi/);
    expect((await check(token)).status).toBe(410);
    const after = (await e.call('GET', '/admin/editor/people')).json!.data;
    expect(after.invitations).toEqual([]);
    expect(after.people).toEqual(expect.arrayContaining([{ id: expect.any(Number), email: 'nouveau@example.fr', role: 'EDITOR' }]));
    const audit = (await e.call('GET', '/admin/editor/audit')).json!.data.entries as { action: string; actorEmail: string; detail: Record<string, unknown> }[];
    expect(audit.find((one) => one.action === 'role.invite' && one.detail.email === 'nouveau@example.fr')).toMatchObject({ actorEmail: ADMIN.email, detail: { role: 'EDITOR' } });
    expect(audit.find((one) => one.action === 'role.change' && one.detail.email === 'nouveau@example.fr')).toMatchObject({ detail: { from: null, to: 'EDITOR', invitedBy: ADMIN.email } });
  });

  it('refuses a forged or altered link (400), an expired one (410), and a link replaced by a newer invitation', async () => {
    expect((await invite('expire@example.fr', 'EDITOR')).status).toBe(201);
    const token = await mailedToken('expire@example.fr');
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [altered, 'forged-token', '']) {
      const refused = await accept(wrong, { password: 'expire-solide' }, { lang: 'fr_FR' });
      expect(refused.status).toBe(400);
      expect(refused.json!.message).toMatch(/^(Ce lien d’invitation n’est pas valide|.*token)/);
    }
    expect((await check(altered)).status).toBe(400);
    clock += 7 * 24 * 3600_000 + 1000;
    try {
      const expired = await accept(token, { password: 'expire-solide' });
      expect(expired.status).toBe(410);
      expect(expired.json!.message).toMatch(/^This invitation link has expired/);
    } finally {
      clock -= 7 * 24 * 3600_000 + 1000;
    }
    // A newer invitation to the same address replaces the older one: the first link no longer works.
    expect((await invite('expire@example.fr', 'ADMIN')).status).toBe(201);
    const newer = await mailedToken('expire@example.fr');
    expect((await check(token)).status).toBe(400);
    expect((await check(newer)).json!.data.role).toBe('ADMIN');
    // Withdrawn: its link no longer works either.
    const pending = (await e.call('GET', '/admin/editor/people')).json!.data.invitations.find((one: { email: string }) => one.email === 'expire@example.fr');
    expect((await e.call('DELETE', `/admin/editor/people/invitations/${pending.id}`)).status).toBe(200);
    expect((await check(newer)).status).toBe(400);
  });

  it('grants the role to an account the address already has, once it is signed in as that account', async () => {
    expect((await invite('membre@example.fr', 'ADMIN')).status).toBe(201);
    const token = await mailedToken('membre@example.fr');
    expect((await check(token)).json!.data).toEqual({ email: 'membre@example.fr', role: 'ADMIN', hasAccount: true, signedIn: false });
    const anonymous = await accept(token, {}, { lang: 'fr_FR' });
    expect(anonymous.status).toBe(409);
    expect(anonymous.json!.message).toBe('membre@example.fr a déjà un compte sur ce site : connectez-vous avec, puis rouvrez ce lien pour accepter.');
    expect((await accept(token, {}, { session: await editor() })).status).toBe(409);
    expect((await check(token, { session: e.member })).json!.data.signedIn).toBe(true);
    const accepted = await accept(token, {}, { session: e.member });
    expect(accepted.status).toBe(200);
    expect(accepted.json!.data).toMatchObject({ role: 'ADMIN', token: null });
    expect((await e.call('GET', '/admin/editor/people', undefined, { token: e.member })).status).toBe(200);
    // Back to a member for the other tests.
    const id = (await e.call('GET', '/admin/editor/people')).json!.data.people.find((one: { email: string }) => one.email === 'membre@example.fr').id;
    expect((await e.call('DELETE', `/admin/editor/people/${id}`)).status).toBe(200);
  });

  it('refuses to invite a malformed address or one that can already edit, in the request’s language', async () => {
    const bad = await invite('pas-une-adresse', 'EDITOR', { lang: 'fr_FR' });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ message: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.', data: { field: 'email' } });
    await editor();
    const taken = await invite('Redactrice@Example.fr', 'ADMIN');
    expect(taken.status).toBe(409);
    expect(taken.json!.message).toBe('redactrice@example.fr can already edit this site: change their role in the list instead');
  });

  it(`throttles invitations: ${INVITATIONS_PER_HOUR} per owner per hour, then 429 with Retry-After`, async () => {
    const token = (await e.h.request('POST', '/login', { site: DOMAINE, body: ADMIN })).json!.data.token as string;
    const statuses: number[] = [];
    for (let i = 0; i < INVITATIONS_PER_HOUR; i += 1) statuses.push((await invite(`lot-${i}@example.fr`, 'EDITOR', { token, site: DOMAINE })).status);
    expect(statuses.every((status) => status === 201)).toBe(true);
    const refused = await invite('un-de-trop@example.fr', 'EDITOR', { token, site: DOMAINE, lang: 'fr_FR' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json!.message).toMatch(/^Trop d’invitations dans la dernière heure : réessayez dans \d+ min$/);
    expect((await e.h.outbox()).some((one) => one.toAddress === 'un-de-trop@example.fr')).toBe(false);
  });
});

describe('people: roles changed and removed, never the last owner', () => {
  it('changes a role and removes editing rights, recorded in the audit log; the change holds at the next request', async () => {
    await editor();
    const people = (await e.call('GET', '/admin/editor/people')).json!.data.people as { id: number; email: string; role: string }[];
    const id = people.find((one) => one.email === 'redactrice@example.fr')!.id;
    const promoted = await e.call('PUT', `/admin/editor/people/${id}`, { role: 'ADMIN' }, { lang: 'fr_FR' });
    expect(promoted.status).toBe(200);
    expect(promoted.json!.message).toBe('redactrice@example.fr est maintenant propriétaire');
    expect((await e.call('GET', '/admin/editor/people', undefined, { token: await editor() })).status).toBe(200);
    expect((await e.call('PUT', `/admin/editor/people/${id}`, { role: 'EDITOR' })).status).toBe(200);
    expect((await e.call('GET', '/admin/editor/people', undefined, { token: await editor() })).status).toBe(403);
    const removed = await e.call('DELETE', `/admin/editor/people/${id}`);
    expect(removed.json!.message).toBe('redactrice@example.fr can no longer edit the site (their account stays, as a member)');
    expect((await e.call('GET', '/admin/editor/draft', undefined, { token: await editor() })).status).toBe(403);
    const audit = (await e.call('GET', '/admin/editor/audit')).json!.data.entries as { action: string; detail: Record<string, unknown> }[];
    expect(audit.filter((one) => one.detail.email === 'redactrice@example.fr').map((one) => [one.action, one.detail.to]).slice(0, 3)).toEqual([['role.remove', 'MEMBER'], ['role.change', 'EDITOR'], ['role.change', 'ADMIN']]);
    expect((await e.call('DELETE', `/admin/editor/people/${id}`)).status).toBe(404);
    expect((await e.call('PUT', '/admin/editor/people/999999', { role: 'EDITOR' })).status).toBe(404);
    // The server's own account (ADMIN_EMAIL) is set where the server starts, not here.
    const operator = people.find((one) => one.email === ADMIN.email)!;
    expect(operator.role).toBe('SUPER_ADMIN');
    expect((await e.call('DELETE', `/admin/editor/people/${operator.id}`)).status).toBe(409);
    // Invite her again for the tests that follow.
    await invite('redactrice@example.fr', 'EDITOR');
    const accepted = await accept(await mailedToken('redactrice@example.fr'), {}, { session: editorSession! });
    expect(accepted.status).toBe(200);
  });

  it('never removes nor demotes the last owner (409, in the request’s language); of two owners demoting each other at once, one stays owner', async () => {
    // On domaine, make the seeded account a plain ADMIN: then it is the site's only owner.
    await e.h.ctx.db.updateTable('users').set({ role: 'ADMIN' }).where('idSite', '=', DOMAINE).where('email', '=', ADMIN.email).execute();
    const first = (await e.h.request('POST', '/login', { site: DOMAINE, body: ADMIN })).json!.data.token as string;
    const on88 = (method: string, path: string, token: string, body?: unknown, lang = 'en') => e.h.request(method, path, { site: DOMAINE, lang, token, ...(body !== undefined ? { body } : {}) });
    const owners = async () => (await e.h.ctx.db.selectFrom('users').select('email').where('idSite', '=', DOMAINE).where('role', 'in', ['ADMIN', 'SUPER_ADMIN']).execute()).map((one) => one.email);
    const firstId = (await e.h.ctx.db.selectFrom('users').select('id').where('idSite', '=', DOMAINE).where('email', '=', ADMIN.email).executeTakeFirstOrThrow()).id;
    const alone = await on88('DELETE', `/admin/editor/people/${firstId}`, first, undefined, 'fr_FR');
    expect(alone.status).toBe(409);
    expect(alone.json!.message).toBe(`${ADMIN.email} est le dernier propriétaire du site : nommez d’abord un autre propriétaire, pour que le site en ait toujours un`);
    expect((await on88('PUT', `/admin/editor/people/${firstId}`, first, { role: 'EDITOR' })).status).toBe(409);
    expect(await owners()).toEqual([ADMIN.email]);

    // A second owner, by invitation; then each demotes the other at the same moment.
    await e.h.ctx.db.deleteFrom('rateCounters').execute();
    expect((await on88('POST', '/admin/editor/people/invitations', first, { email: 'patronne@example.fr', role: 'ADMIN' })).status).toBe(201);
    const second = (await accept(await mailedToken('patronne@example.fr'), { password: 'patronne-solide' }, { site: DOMAINE })).json!.data.token as string;
    const secondId = (await e.h.ctx.db.selectFrom('users').select('id').where('idSite', '=', DOMAINE).where('email', '=', 'patronne@example.fr').executeTakeFirstOrThrow()).id;
    expect((await owners()).sort()).toEqual([ADMIN.email, 'patronne@example.fr']);
    const answers = await Promise.all([
      on88('PUT', `/admin/editor/people/${secondId}`, first, { role: 'EDITOR' }),
      on88('PUT', `/admin/editor/people/${firstId}`, second, { role: 'EDITOR' }),
    ]);
    expect(answers.filter((one) => one.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((one) => one.status !== 200)) expect([403, 409]).toContain(refused.status);
    expect(await owners()).toHaveLength(1);

    // The same race below the session check, ten times: the count and the update hold the site's lock.
    const actor = { id: firstId, email: ADMIN.email };
    for (let round = 0; round < 10; round += 1) {
      await e.h.ctx.db.updateTable('users').set({ role: 'ADMIN' }).where('id', 'in', [firstId, secondId]).execute();
      const at = new Date(clock).toISOString();
      const outcomes = await Promise.all([
        changeRole(e.h.ctx.db, { idSite: DOMAINE, id: secondId, role: 'MEMBER', actor, at }),
        changeRole(e.h.ctx.db, { idSite: DOMAINE, id: firstId, role: 'EDITOR', actor, at }),
      ]);
      expect(outcomes.filter((one) => 'problem' in one)).toEqual([expect.objectContaining({ problem: 'lastOwner' })]);
      expect(await owners()).toHaveLength(1);
    }
  });
});
