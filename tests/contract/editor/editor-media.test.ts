import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { validateServed } from '../../../schemas/validation/validate-served.ts';
import { EditorMediaInUseSchema, EditorMediaListSchema, EditorMediaUploadSchema } from '../../../schemas/api/editor/editor-media.ts';
import { AUTOCARS, copy, createEditorHarness, type EditorHarness } from './editor-test-site.test-utils.ts';

function expectShape(schema: TSchema, data: unknown): void {
  const checked = validateServed(schema, data);
  expect(checked.ok ? [] : checked.errors).toEqual([]);
}

type Json = Record<string, any>;
let e: EditorHarness;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  e = await createEditorHarness();
  jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#a33c2f' } }).jpeg().toBuffer();
  png = await sharp({ create: { width: 120, height: 80, channels: 4, background: '#2f6aa3' } }).png().toBuffer();
});
afterAll(async () => {
  await e.close();
});

/** A multipart upload: the file under `name` announced as `type`, and the alt texts given. */
function form(bytes: Buffer | string, name: string, type: string, alt: { altFr?: string; altEn?: string } = { altFr: 'Un car rouge', altEn: 'A red coach' }): FormData {
  const body = new FormData();
  if (alt.altFr !== undefined) body.set('altFr', alt.altFr);
  if (alt.altEn !== undefined) body.set('altEn', alt.altEn);
  body.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return body;
}
const upload = (body: FormData, lang = 'en', token?: string | null) => e.call('POST', '/admin/editor/media', body, { lang, ...(token === undefined ? {} : { token }) });
const mediaKeys = async () => (await e.h.ctx.files.blobs.keys()).filter((key) => key.startsWith('media-')).sort();
const allKeys = () => e.h.ctx.files.blobs.keys();
const rows = async () => (await e.h.ctx.db.selectFrom('editorMedia').select('id').execute()).length;
const audit = async () => (await e.call('GET', '/admin/editor/audit?limit=100')).json!.data.entries as Json[];

/** Refused with `status`, the message at the field in both languages, and nothing stored: no bytes, no row. */
async function expectRefused(make: () => FormData, status: number, field: string, en: RegExp, fr: RegExp): Promise<void> {
  const keys = await allKeys();
  const count = await rows();
  for (const [lang, message] of [['en', en], ['fr_FR', fr]] as const) {
    const answer = await upload(make(), lang);
    expect(answer.status).toBe(status);
    expect(answer.json!.message).toMatch(message);
    expect(answer.json!.data.errors[field]).toMatch(message);
  }
  expect(await allKeys()).toEqual(keys);
  expect(await rows()).toBe(count);
}

describe('the media library API (issue 34, item 4)', () => {
  it('uploads a JPEG with its alt texts: type from the bytes, pixels read, listed, searchable, audited', async () => {
    const answer = await upload(form(jpeg, 'autocar rouge.jpg', 'image/jpeg'));
    expect(answer.status).toBe(201);
    expectShape(EditorMediaUploadSchema, answer.json!.data);
    const item = answer.json!.data.item as Json;
    expect(item).toMatchObject({ mime: 'image/jpeg', width: 640, height: 400, size: jpeg.length, alt: { fr: 'Un car rouge', en: 'A red coach' }, name: 'autocar rouge.jpg', createdBy: 'admin@vitrine.test' });
    expect(item.src).toBe(`/media/library/${item.hash}.jpg`);
    expect(await mediaKeys()).toContain(`media-${item.hash}`);
    const list = (await e.call('GET', '/admin/editor/media')).json!.data;
    expectShape(EditorMediaListSchema, list);
    expect(list.items.map((i: Json) => i.id)).toContain(item.id);
    expect((await e.call('GET', '/admin/editor/media?q=RED%20coach')).json!.data.items.map((i: Json) => i.id)).toEqual([item.id]);
    expect((await e.call('GET', '/admin/editor/media?q=rouge.jp')).json!.data.items.map((i: Json) => i.id)).toEqual([item.id]);
    expect((await e.call('GET', '/admin/editor/media?q=100%25')).json!.data.total).toBe(0);
    expect((await audit()).find((line) => line.action === 'media.upload' && line.detail.id === item.id)).toMatchObject({ actorEmail: 'admin@vitrine.test', detail: { hash: item.hash } });
    // The original, for the web server's image pipeline: this site's only.
    const original = await e.h.request('GET', `/media-library/${item.hash}`, { site: AUTOCARS });
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect((await e.h.request('GET', `/media-library/${item.hash}`, { site: 88 })).status).toBe(404);
  });

  it('takes a PNG renamed .jpg and announced as JPEG for the PNG it is', async () => {
    const answer = await upload(form(png, 'photo.jpg', 'image/jpeg'));
    expect(answer.status).toBe(201);
    expect(answer.json!.data.item).toMatchObject({ mime: 'image/png', width: 120, height: 80 });
    expect(answer.json!.data.item.src).toMatch(/\.png$/);
  });

  it('refuses a text file named .jpg (415), and an SVG, at the file field in both languages, storing nothing', async () => {
    await expectRefused(() => form('Bonjour, je ne suis pas une image.', 'photo.jpg', 'image/jpeg'), 415, 'file', /^“photo\.jpg” is not a JPEG, PNG, WebP or AVIF picture/, /^« photo\.jpg » n’est pas une image JPEG, PNG, WebP ou AVIF/);
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    await expectRefused(() => form(svg, 'logo.svg', 'image/svg+xml'), 415, 'file', /is an SVG drawing: the library takes photos only/, /est un dessin SVG : la bibliothèque ne prend que des photos/);
  });

  it('refuses a picture past 10 MB with 413 while it streams in, storing nothing', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 7);
    jpeg.copy(big);
    await expectRefused(() => form(big, 'huge.jpg', 'image/jpeg'), 413, 'file', /^The file “huge\.jpg” is too large: 10 MB maximum/, /^Le fichier « huge\.jpg » est trop lourd : 10 Mo maximum/);
  });

  it('refuses a picture past 40 million pixels with 413 before decoding it, storing nothing', async () => {
    // 8000 × 5001 px of one colour: a small PNG, too many pixels.
    const wide = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();
    await expectRefused(() => form(wide, 'wide.png', 'image/png'), 413, 'file', /is 8000 × 5001 pixels: at most 40 million pixels/, /fait 8000 × 5001 pixels : 40 millions de pixels au plus/);
  });

  it('refuses an upload without its French or English alt text, at that field, storing nothing', async () => {
    await expectRefused(() => form(jpeg, 'a.jpg', 'image/jpeg', { altFr: 'Un car' }), 400, 'altEn', /^Describe the picture in English$/, /^Décrivez l’image en anglais$/);
    await expectRefused(() => form(jpeg, 'a.jpg', 'image/jpeg', { altFr: '  ', altEn: 'A coach' }), 400, 'altFr', /^Describe the picture in French$/, /^Décrivez l’image en français$/);
  });

  it('names every field to fix at once: no file and no alt text', async () => {
    const body = new FormData();
    body.set('altFr', '');
    const answer = await upload(body, 'fr_FR');
    expect(answer.status).toBe(400);
    expect(answer.json!.data.errors).toEqual({ file: 'Choisissez une image à envoyer', altFr: 'Décrivez l’image en français', altEn: 'Décrivez l’image en anglais' });
  });

  it('keeps the same bytes once: a second upload answers the picture already there (200)', async () => {
    const bytes = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#336633' } }).webp().toBuffer();
    const first = await upload(form(bytes, 'vert.webp', 'image/webp'));
    expect(first.status).toBe(201);
    const keys = await mediaKeys();
    const count = await rows();
    const again = await upload(form(bytes, 'copie.webp', 'image/webp', { altFr: 'Autre', altEn: 'Other' }), 'fr_FR');
    expect(again.status).toBe(200);
    expect(again.json!.message).toBe('Cette image était déjà dans la bibliothèque : elle n’est gardée qu’une fois');
    expect(again.json!.data).toMatchObject({ created: false, item: { id: first.json!.data.item.id, name: 'vert.webp' } });
    expect(await mediaKeys()).toEqual(keys);
    expect(await rows()).toBe(count);
    expect(await allKeys()).toEqual(expect.not.arrayContaining([expect.stringMatching(/^[0-9a-f-]{36}$/)]));
  });

  it('keeps one row and one copy when the same bytes are uploaded twice at once (one 201, one 200)', async () => {
    const bytes = await sharp({ create: { width: 70, height: 70, channels: 3, background: '#aa00aa' } }).png().toBuffer();
    const count = await rows();
    const answers = await Promise.all([upload(form(bytes, 'a.png', 'image/png')), upload(form(bytes, 'b.png', 'image/png'))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers[0]!.json!.data.item.id).toBe(answers[1]!.json!.data.item.id);
    expect(await rows()).toBe(count + 1);
    expect((await mediaKeys()).filter((key) => key === `media-${answers[0]!.json!.data.item.hash}`)).toHaveLength(1);
  });

  it('changes the alt texts (blank refused at its field), audited', async () => {
    const item = (await upload(form(await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123456' } }).jpeg().toBuffer(), 'b.jpg', 'image/jpeg'))).json!.data.item as Json;
    const blank = await e.call('PATCH', `/admin/editor/media/${item.id}`, { alt: { fr: 'Car bleu', en: ' ' } }, { lang: 'fr_FR' });
    expect(blank.status).toBe(400);
    expect(blank.json!.data.errors).toEqual({ 'alt.en': 'Décrivez l’image en anglais' });
    const saved = await e.call('PATCH', `/admin/editor/media/${item.id}`, { alt: { fr: 'Car bleu', en: 'Blue coach' } });
    expect(saved.status).toBe(200);
    expect(saved.json!.data.item.alt).toEqual({ fr: 'Car bleu', en: 'Blue coach' });
    expect((await audit()).find((line) => line.action === 'media.alt' && line.detail.id === item.id)?.detail.after).toEqual({ fr: 'Car bleu', en: 'Blue coach' });
    expect((await e.call('PATCH', '/admin/editor/media/999999', { alt: { fr: 'a', en: 'b' } })).status).toBe(404);
  });

  it('refuses to delete a picture used in the draft or the published site (409, listing where), then deletes it once unused', async () => {
    const bytes = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#884400' } }).jpeg().toBuffer();
    const item = (await upload(form(bytes, 'hero.jpg', 'image/jpeg'))).json!.data.item as Json;
    // In the draft: the home hero's picture.
    const read = (await e.call('GET', '/admin/editor/draft?path=components/home.json')).json!.data;
    const home = copy(read.files['components/home.json']);
    const heroAt = home.config.layout.findIndex((block: Json) => block.type === 'hero');
    home.config.layout[heroAt].props.image = { src: item.src, alt: item.alt, width: 90, height: 60 };
    const written = await e.call('PATCH', '/admin/editor/draft', { baseRevision: read.revision, files: { 'components/home.json': home } });
    expect(written.json!.data.errors).toEqual([]);
    const inDraft = await e.call('DELETE', `/admin/editor/media/${item.id}`, undefined, { lang: 'fr_FR' });
    expect(inDraft.status).toBe(409);
    expectShape(EditorMediaInUseSchema, inDraft.json!.data);
    expect(inDraft.json!.message).toBe('Cette image est encore utilisée à 1 endroit : retirez-la d’abord');
    expect(inDraft.json!.data.usage).toEqual([{ state: 'draft', file: 'components/home.json', pointer: `/config/layout/${heroAt}/props/image/src`, block: 'hero' }]);
    const cleared = await e.call('DELETE', '/admin/editor/draft', { baseRevision: written.json!.data.revision });
    expect(cleared.status).toBe(200);
    // In the published site (a file of the folder naming it).
    const sitePath = join(e.root, 'autocars/site.json');
    const site = readFileSync(sitePath, 'utf8');
    const json = JSON.parse(site);
    writeFileSync(sitePath, JSON.stringify({ ...json, ogImage: { src: item.src } }));
    try {
      const live = await e.call('DELETE', `/admin/editor/media/${item.id}`);
      expect(live.status).toBe(409);
      expect(live.json!.message).toBe('This picture is still used in 1 place: remove it there first');
      expect(live.json!.data.usage).toEqual([{ state: 'published', file: 'site.json', pointer: '/ogImage/src', block: null }]);
    } finally {
      writeFileSync(sitePath, site);
    }
    expect(await mediaKeys()).toContain(`media-${item.hash}`);
    const deleted = await e.call('DELETE', `/admin/editor/media/${item.id}`);
    expect(deleted.status).toBe(200);
    expect(await mediaKeys()).not.toContain(`media-${item.hash}`);
    expect((await e.call('GET', '/admin/editor/media')).json!.data.items.map((i: Json) => i.id)).not.toContain(item.id);
    expect((await audit()).find((line) => line.action === 'media.delete' && line.detail.id === item.id)).toMatchObject({ detail: { hash: item.hash, name: 'hero.jpg' } });
    expect((await e.call('DELETE', `/admin/editor/media/${item.id}`)).status).toBe(404);
  });

  it('refuses every media route to anonymous visitors (401) and members (403), before reading an upload', async () => {
    const calls: [string, string, () => unknown][] = [
      ['GET', '/admin/editor/media', () => undefined],
      ['POST', '/admin/editor/media', () => form(jpeg, 'x.jpg', 'image/jpeg')],
      ['PATCH', '/admin/editor/media/1', () => ({ alt: { fr: 'a', en: 'b' } })],
      ['DELETE', '/admin/editor/media/1', () => undefined],
    ];
    const keys = await allKeys();
    for (const [method, path, body] of calls) {
      const anonymous = await e.call(method, path, body(), { token: null, lang: 'fr_FR' });
      expect([method, path, anonymous.status, anonymous.json!.message]).toEqual([method, path, 401, 'Vous devez être connecté']);
      const member = await e.call(method, path, body(), { token: e.member });
      expect([method, path, member.status]).toEqual([method, path, 403]);
    }
    expect(await allKeys()).toEqual(keys);
  });
});
