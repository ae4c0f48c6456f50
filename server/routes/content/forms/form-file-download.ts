import type { Context } from 'hono';
import { isAdmin } from '../../../account/session-user.ts';
import type { ApiContext } from '../../../context.ts';
import { contentDisposition } from '../../../content/content-disposition.ts';
import { isFormAnswerFile } from '../../../content/is-form-answer-file.ts';
import { SNIFFED_TYPES } from '../../../files/sniff-file-type.ts';
import { streamBody } from '../../../files/stream-response.ts';
import { ApiError } from '../../../errors/api-error.ts';
import { loadUser } from '../../../http/auth.ts';
import { siteOf } from '../../../http/request-context.ts';
import { langOf } from '../../../http/request-context.ts';
import { formatMessage } from '../../../i18n/format-message.ts';

const served: ReadonlySet<string> = new Set(Object.values(SNIFFED_TYPES));

const FORBIDDEN = {
  en: 'This file is reserved for administrators, or the link has expired',
  fr: 'Ce fichier est réservé aux administrateurs, ou le lien a expiré',
} as const;

/**
 * GET /forms/file/download/{id}[?expires=&signature=]: a file sent with a form answer of the
 * request's site, for an ADMIN or SUPER_ADMIN session, or through the signed, expiring link of
 * the company's mail (403 otherwise). Streamed as an attachment, with the type read from its
 * bytes at upload (never the one the uploader announced).
 */
export async function formFileDownload(ctx: ApiContext, c: Context, id: string, query: { expires?: string; signature?: string }): Promise<Response> {
  const site = siteOf(c);
  const signed = await ctx.files.links.verify(id, query.expires, query.signature, ctx.now());
  if (!signed && !isAdmin(await loadUser(c))) throw new ApiError(403, formatMessage(FORBIDDEN, langOf(c)));
  const stored = (await isFormAnswerFile(ctx.db, id)) ? await ctx.files.read(id) : undefined;
  if (!stored || stored.file.idSite !== site.idSite) {
    stored?.stream.destroy();
    throw new ApiError(404, { en: 'File {id} not found', fr: 'Fichier {id} introuvable' }, null, { id: String(id) });
  }
  return new Response(streamBody(stored.stream), {
    status: 200,
    headers: {
      // A file stored before types were read from bytes keeps an announced type: not served as such.
      'Content-Type': served.has(stored.file.mime) ? stored.file.mime : 'application/octet-stream',
      'Content-Length': String(stored.size),
      'Content-Disposition': contentDisposition(stored.file.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
