import type { Context } from 'hono';
import type { ApiContext } from '../../../context.ts';
import { contentDisposition } from '../../../content/content-disposition.ts';
import { ApiError } from '../../../http/api-error.ts';
import { siteOf } from '../../../http/request-context.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /forms/file/download/{id}: a file sent with a form answer of the request's site. */
export async function formFileDownload(ctx: ApiContext, c: Context) {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new ApiError(400, "Invalid parameter 'id': must be a file id");
  const site = siteOf(c);
  const link = await ctx.db.selectFrom('formAnswerFiles').select('answerId').where('fileId', '=', id).executeTakeFirst();
  const stored = link ? await ctx.files.read(id) : undefined;
  if (!stored || stored.file.idSite !== site.idSite) throw new ApiError(404, `File ${id} not found`);
  return new Response(new Uint8Array(stored.bytes), {
    status: 200,
    headers: {
      'Content-Type': stored.file.mime,
      'Content-Length': String(stored.bytes.length),
      'Content-Disposition': contentDisposition(stored.file.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
