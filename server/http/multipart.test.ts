import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { createDiskBlobStore } from '../files/disk-blob-store.ts';
import { createFileLinks } from '../files/file-links.ts';
import { createFileStore } from '../files/file-store.ts';
import { createMemoryLogger } from '../logger.ts';
import { bodyLimit } from './body-limit.ts';
import { ok } from './envelope.ts';
import { parseMultipart, stagedFiles } from './multipart.ts';
import { TEXT_FIELD_LIMITS } from './text-field-limits.ts';
import { createOnError } from './on-error.ts';

const folder = mkdtempSync(join(tmpdir(), 'vitrine-multipart-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
// stage() and discard() only touch the bytes: no database is reached in these tests.
const store = createFileStore(undefined as unknown as Kysely<Database>, createDiskBlobStore(folder), createFileLinks(async () => Buffer.alloc(32)), () => new Date());
const rule = { maxBytes: 8, maxCount: 2 };

const app = new Hono();
app.use('*', bodyLimit);
app.post('/count', async (c) => {
  const { fields, files } = await parseMultipart(c, { store: null, fileRule: () => rule });
  const names = Object.fromEntries(Object.entries(files).map(([key, list]) => [key, list.map((f) => `${f.name}:${f.size}`)]));
  return ok(c, { fields, names });
});
app.post('/keep', async (c) => {
  const parts = await parseMultipart(c, { store, fileRule: (field) => (field === 'doc' ? rule : null) });
  await store.discard(stagedFiles(parts));
  return ok(c, Object.keys(parts.files));
});
app.onError(createOnError(createMemoryLogger()));

describe('parseMultipart', () => {
  it('parses JSON fields, keeps plain text and groups files by key', async () => {
    const form = new FormData();
    form.append('type', 'MAIN_CART');
    form.append('quantity', '6');
    form.append('customizations', JSON.stringify([{ idCustomization: 1, answer: 'Joyeux anniversaire' }]));
    form.append('images', new File(['a'], 'a.png', { type: 'image/png' }));
    form.append('images[]', new File(['bb'], 'b.png', { type: 'image/png' }));
    form.append('image', new File(['c'], 'c.jpg', { type: 'image/jpeg' }));
    const res = await app.request('/count', { method: 'POST', body: form });
    const body = await res.json();
    expect(body.data.fields).toEqual({
      type: 'MAIN_CART',
      quantity: '6',
      customizations: [{ idCustomization: 1, answer: 'Joyeux anniversaire' }],
    });
    expect(body.data.names).toEqual({ images: ['a.png:1', 'b.png:2'], image: ['c.jpg:1'] });
  });

  it('collects a repeated text key into an array', async () => {
    const form = new FormData();
    form.append('tags', 'rouge');
    form.append('tags', 'bio');
    const body = await (await app.request('/count', { method: 'POST', body: form })).json();
    expect(body.data.fields.tags).toEqual(['rouge', 'bio']);
  });

  it('refuses a body that is not multipart with a 400', async () => {
    const res = await app.request('/count', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('La requête doit être en multipart/form-data');
  });

  it('answers 413 for a file past its rule, in the request language, and leaves no bytes behind', async () => {
    const form = new FormData();
    form.append('doc', new File(['12345678'], 'ok.pdf'));
    form.append('doc', new File(['123456789'], 'big.pdf'));
    const res = await app.request('/keep', { method: 'POST', body: form, headers: { userLang: 'en' } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, data: { errors: { doc: 'The file “big.pdf” is too large: 8 B maximum' } }, message: 'The file “big.pdf” is too large: 8 B maximum' });
    expect(readdirSync(folder)).toEqual([]);
  });

  it('answers 413 past the count of a field and 400 for a file in a field that takes none', async () => {
    const many = new FormData();
    for (const name of ['a', 'b', 'c']) many.append('doc', new File(['1'], `${name}.pdf`));
    const tooMany = await app.request('/keep', { method: 'POST', body: many });
    expect(tooMany.status).toBe(413);
    expect((await tooMany.json()).message).toBe('Trop de fichiers pour « doc » : 2 au plus');
    const other = new FormData();
    other.append('photo', new File(['1'], 'a.png'));
    const refused = await app.request('/keep', { method: 'POST', body: other });
    expect(refused.status).toBe(400);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('answers 413 past the most text fields, the longest field or the most text in all, in the request language', async () => {
    const post = (form: FormData, lang = 'fr_FR') => app.request('/count', { method: 'POST', body: form, headers: { userLang: lang } });
    const many = new FormData();
    for (let i = 0; i <= TEXT_FIELD_LIMITS.fields; i += 1) many.append(`f${i}`, '1');
    const tooMany = await post(many, 'en');
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toEqual({ success: false, data: null, message: 'Too many fields: at most 50' });

    const long = new FormData();
    long.append('quantity', '1');
    long.append('customizations', `[${'[],'.repeat(TEXT_FIELD_LIMITS.fieldBytes / 3)}[]]`);
    const tooLong = await post(long);
    expect(tooLong.status).toBe(413);
    expect(await tooLong.json()).toEqual({ success: false, data: { errors: { customizations: 'Le champ « customizations » est trop long : 128 Ko au plus' } }, message: 'Le champ « customizations » est trop long : 128 Ko au plus' });

    const lots = new FormData();
    for (let i = 0; i < 3; i += 1) lots.append(`answer${i}`, 'é'.repeat(TEXT_FIELD_LIMITS.fieldBytes / 2 - 1));
    const tooMuch = await post(lots, 'en');
    expect(tooMuch.status).toBe(413);
    expect(await tooMuch.json()).toEqual({ success: false, data: null, message: 'The text of the form is too long: at most 256 KB in all' });
    const french = await post(lots);
    expect((await french.json()).message).toBe('Le texte du formulaire est trop long : 256 Ko au plus en tout');
  });

  it('takes text right up to its limits', async () => {
    const full = new FormData();
    full.append('customizations', JSON.stringify([{ idCustomization: 1, answer: 'é'.repeat(TEXT_FIELD_LIMITS.fieldBytes / 2 - 200) }]));
    full.append('message', 'x'.repeat(TEXT_FIELD_LIMITS.fieldBytes));
    for (let i = 2; i < TEXT_FIELD_LIMITS.fields; i += 1) full.append(`f${i}`, String(i));
    const res = await app.request('/count', { method: 'POST', body: full });
    expect(res.status, await res.clone().text()).toBe(200);
    const { fields } = (await res.json()).data;
    expect(Object.keys(fields)).toHaveLength(TEXT_FIELD_LIMITS.fields);
    expect(fields.customizations[0].answer).toHaveLength(TEXT_FIELD_LIMITS.fieldBytes / 2 - 200);
  });
});
