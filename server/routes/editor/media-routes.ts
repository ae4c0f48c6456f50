import type { TextPair } from '../../../rules/text/pick-text.ts';
import { Type } from '@sinclair/typebox';
import { Hono } from 'hono';
import { mediaContracts } from '../../../schemas/api/editor/media-contracts.ts';
import type { ApiContext } from '../../context.ts';
import { readDraft } from '../../editor/draft-store.ts';
import { addMedia } from '../../editor/media/add-media.ts';
import { deleteMedia } from '../../editor/media/delete-media.ts';
import { mediaItem } from '../../editor/media/media-item.ts';
import { MAX_ALT_LENGTH, MAX_MEDIA_BYTES } from '../../editor/media/media-limits.ts';
import { languageNames, mediaMessages } from '../../editor/media/media-messages.ts';
import { findMedia, findMediaByHash, hashKept, listMedia } from '../../editor/media/media-store.ts';
import { mediaUsage } from '../../editor/media/media-usage.ts';
import { saveMediaAlt } from '../../editor/media/save-media-alt.ts';
import { mediaKey, readUpload } from '../../editor/media/read-upload.ts';
import { publishedPaths, publishedText } from '../../editor/site-documents.ts';
import { cleanFileName } from '../../files/file-store.ts';
import { streamBody } from '../../files/stream-response.ts';
import { ApiError } from '../../errors/api-error.ts';
import { userOf } from '../../http/auth.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { parseMultipart, stagedFiles } from '../../http/multipart.ts';
import { langOf, siteOf } from '../../http/request-context.ts';
import { parseParams } from '../../http/validate.ts';
import { formatMessage } from '../../i18n/format-message.ts';
import type { Locale } from '../../../rules/locale.ts';
import { liveSiteOf } from './live-site-of.ts';
import { requireEditorRole } from './require-editor-role.ts';

const HashParams = Type.Object({ hash: Type.String({ pattern: '^[0-9a-f]{64}$' }) });

/** Both alt texts, trimmed, and the message of each blank or long one at its field (`altFr`, `altEn`). */
function altTexts(alt: { fr?: unknown; en?: unknown }, lang: Locale, fields = { fr: 'altFr', en: 'altEn' }): { alt: TextPair; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const out = { fr: '', en: '' };
  for (const language of ['fr', 'en'] as const) {
    const value = typeof alt[language] === 'string' ? (alt[language] as string).trim() : '';
    if (value === '') errors[fields[language]] = formatMessage(mediaMessages.altMissing, lang, { language: formatMessage(languageNames[language], lang) });
    else if (value.length > MAX_ALT_LENGTH) errors[fields[language]] = formatMessage(mediaMessages.altTooLong, lang, { max: MAX_ALT_LENGTH });
    out[language] = value;
  }
  return { alt: out, errors };
}

/** A 400 naming every field to fix (its message the first one's), unless there is none. */
function refuseFields(errors: Record<string, string>): void {
  const first = Object.values(errors)[0];
  if (first) throw new ApiError(400, first, { errors });
}

/**
 * The editor's media library (issue 34, item 4; docs/editor.md "Media", decision 0066), for
 * editors (delete: owners, by the route table of decision 0067): list (paged, searched), upload (multipart `file`, `altFr`, `altEn`;
 * type from the bytes, 10 MB and 40 MP at most, stored once per content hash), alt texts, delete
 * (409 with every place it is used, in the published site and the draft). Each change is in the
 * audit log. `GET /media-library/{hash}` gives the original bytes of a site's library picture to
 * the web server's image pipeline (`/ik-seo/media/library/…`).
 */
export function mediaRoutes(ctx: ApiContext): Hono {
  const app = new Hono();
  app.use('/admin/editor/media', requireEditorRole);
  app.use('/admin/editor/media/*', requireEditorRole);

  contractRoute(app, mediaContracts.list, async ({ query: { q, offset, limit } }, c) => {
    const { rows, total } = await listMedia(ctx.db, liveSiteOf(c).idSite, { ...(q === undefined ? {} : { q }), offset: offset ?? 0, limit: limit ?? 24 });
    return { items: rows.map(mediaItem), total };
  });

  // Multipart: the file is streamed (bounded) first, then the fields are checked at their names.
  contractRoute(app, mediaContracts.upload, async (_input, c, reply) => {
    const site = liveSiteOf(c);
    const lang = langOf(c);
    const user = await userOf(c);
    const parts = await parseMultipart(c, { store: ctx.files, maxFiles: 1, fileRule: (field) => (field === 'file' ? { maxBytes: MAX_MEDIA_BYTES, maxCount: 1 } : null) });
    const staged = stagedFiles(parts);
    try {
      const found = parts.files.file?.[0];
      const file = found && found.size > 0 ? found : null;
      const { alt, errors } = altTexts({ fr: parts.fields.altFr, en: parts.fields.altEn }, lang);
      refuseFields({ ...(file ? {} : { file: formatMessage(mediaMessages.missingFile, lang) }), ...errors });
      if (!file) throw new ApiError(400, mediaMessages.missingFile);
      // Outside any transaction: the bytes are read back, checked and kept under their hash first.
      const upload = await readUpload(ctx.files.blobs, file, lang);
      const at = ctx.now().toISOString();
      const { row, created } = await addMedia(ctx.db, {
        idSite: site.idSite, hash: upload.hash, mime: upload.mime, width: upload.width, height: upload.height, size: upload.size,
        altFr: alt.fr, altEn: alt.en, name: cleanFileName(file.name), createdBy: user.id, createdByEmail: user.email, createdAt: at,
      }, { id: user.id, email: user.email });
      // A delete of the same bytes on another site may have removed them between the write and the row: keep them.
      const kept = await ctx.files.blobs.read(mediaKey(upload.hash));
      if (kept) kept.stream.destroy();
      else await readUpload(ctx.files.blobs, file, lang);
      const message = formatMessage(created ? mediaMessages.uploaded : mediaMessages.alreadyThere, lang);
      return reply.with({ item: mediaItem(row), created }, { message, status: created ? 201 : 200 });
    } finally {
      await ctx.files.discard(staged);
    }
  });

  contractRoute(app, mediaContracts.alt, async ({ params: { id }, body }, c, reply) => {
    const site = liveSiteOf(c);
    const lang = langOf(c);
    const user = await userOf(c);
    const { alt, errors } = altTexts(body.alt, lang, { fr: 'alt.fr', en: 'alt.en' });
    refuseFields(errors);
    const row = await saveMediaAlt(ctx.db, { idSite: site.idSite, id, alt, at: ctx.now().toISOString(), actor: { id: user.id, email: user.email } });
    if (!row) throw new ApiError(404, mediaMessages.noSuchMedia, null, { id });
    return reply.with({ item: mediaItem(row) }, { message: formatMessage(mediaMessages.altSaved, lang) });
  });

  contractRoute(app, mediaContracts.remove, async ({ params: { id } }, c, reply) => {
    const site = liveSiteOf(c);
    const lang = langOf(c);
    const user = await userOf(c);
    const found = await findMedia(ctx.db, site.idSite, id);
    if (!found) throw new ApiError(404, mediaMessages.noSuchMedia, null, { id });
    const published = new Map<string, string>();
    for (const path of publishedPaths(site)) {
      const text = publishedText(site, path);
      if (text !== null) published.set(path, text);
    }
    const draft = await readDraft(ctx.db, site.idSite);
    const drafted = new Map(Object.entries(draft.files).filter((entry): entry is [string, string] => entry[1] !== null));
    const usage = [...mediaUsage('published', published, found.hash), ...mediaUsage('draft', drafted, found.hash)];
    if (usage.length > 0) throw new ApiError(409, formatMessage(mediaMessages.inUse, lang, { count: usage.length }), { usage });
    await deleteMedia(ctx.db, { idSite: site.idSite, id, hash: found.hash, name: found.name }, ctx.now().toISOString(), { id: user.id, email: user.email });
    // The bytes go once no site's library holds them (after the commit: no store call in a transaction).
    if (!(await hashKept(ctx.db, found.hash))) await ctx.files.blobs.remove(mediaKey(found.hash));
    return reply.with({ id }, { message: formatMessage(mediaMessages.deleted, lang) });
  });

  // The picture's bytes, not the envelope: no contract (tests/architecture/editor-route-table.test.ts names it).
  app.get('/media-library/:hash', async (c) => {
    const { hash } = parseParams(c, HashParams);
    const row = await findMediaByHash(ctx.db, siteOf(c).idSite, hash);
    const found = row ? await ctx.files.blobs.read(mediaKey(hash)) : undefined;
    if (!row || !found) return c.text('Not found', 404);
    return new Response(streamBody(found.stream), {
      status: 200,
      headers: { 'Content-Type': row.mime, 'Content-Length': String(found.size), 'Cache-Control': 'private, max-age=60', 'X-Content-Type-Options': 'nosniff' },
    });
  });

  return app;
}
