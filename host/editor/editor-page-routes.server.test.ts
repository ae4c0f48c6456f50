import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createAdminWeb, type AdminWeb } from '../admin/admin-web.test-utils.ts';

/*
 * /admin/editor (issue 33, item 1): the editor's own page, its catalogue and the site's pictures,
 * for admins only; visitors and members get the site's 404 page and nothing of the editor.
 */
let w: AdminWeb;
let admin: string;
let member: string;
beforeAll(async () => {
  w = await createAdminWeb();
  admin = await w.login(ADMIN.email, ADMIN.password);
  member = await w.member('lea.editor-page@example.fr');
}, 60_000);
afterAll(async () => {
  await w?.ctx.close();
});

const PATHS = ['/admin/editor', '/admin/editor?lang=en', '/admin/editor/blocks', '/admin/editor/media', '/media/heroes/coach-bocage-road.svg'];

describe('the editor\'s page (issue 33, item 1)', { timeout: 60_000 }, () => {
  it('answers the 404 page to a visitor and a member, with nothing of the editor', async () => {
    for (const cookie of [undefined, member]) {
      for (const path of PATHS) {
        const response = await w.get(w.prod, path, cookie ? { cookie } : {});
        expect(response.status, `${path} ${cookie ? 'member' : 'visitor'}`).toBe(404);
        expect(await response.text()).not.toContain('editor-root');
      }
    }
  });

  it('serves an admin the editor\'s page in French by default and in English when asked, never stored by a cache', async () => {
    const fr = await w.get(w.prod, '/admin/editor', { cookie: admin });
    expect(fr.status).toBe(200);
    expect(fr.headers.get('cache-control')).toBe('private, no-store');
    expect(fr.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const html = await fr.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('data-id-site="87"');
    expect(html).toMatch(/<script type="module" nonce="[^"]+" src="[^"]*entry\.editor/);
    const en = await (await w.get(w.prod, '/admin/editor?lang=en', { cookie: admin })).text();
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<title>Site editor</title>');
    const chosen = await (await w.get(w.prod, '/admin/editor', { cookie: `${admin}; editor-lang=en` })).text();
    expect(chosen).toContain('<html lang="en">');
  });

  it('gives an admin the block catalogue with each block\'s fields, and the site\'s pictures', async () => {
    const blocks = (await (await w.get(w.prod, '/admin/editor/blocks', { cookie: admin })).json()) as { type: string; description: string; fields: { name: string }[] }[];
    const hero = blocks.find((block) => block.type === 'hero');
    expect(hero?.description).not.toBe('');
    expect(hero?.fields.map((field) => field.name)).toContain('title');
    const media = (await (await w.get(w.prod, '/admin/editor/media', { cookie: admin })).json()) as string[];
    expect(media).toContain('/media/heroes/coach-bocage-road.svg');
    const picture = await w.get(w.prod, '/media/heroes/coach-bocage-road.svg', { cookie: admin });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control')).toBe('private, no-store');
    expect((await w.get(w.prod, '/media/../site.json', { cookie: admin })).status).toBe(404);
  });
});
