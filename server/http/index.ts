/**
 * Shared HTTP helpers of the reference API. Usage in a route module:
 *
 *   export function shopRoutes(ctx: ApiContext): Hono {
 *     const app = new Hono();
 *     app.get('/thing/:id', async (c) => {
 *       const { id } = parseParams(c, Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) }));
 *       const site = siteOf(c); const lang = langOf(c);          // headers idSite / userLang
 *       const list = parseListQuery(c.req.query(), ['name', 'kind']); // §7/§9 list query
 *       if (!found) throw new ApiError(404, 'This thing does not exist'); // → envelope
 *       return ok(c, data);                                      // { success, data, message }
 *     });
 *     app.put('/me', requireUser, async (c) => { const user = await userOf(c); ... });
 *     return app;
 *   }
 */
export { ApiError, notFoundMessage } from '../errors/api-error.ts';
export { ok, fail, type Envelope } from './envelope.ts';
export { createOnError, notFound } from './on-error.ts';
export { check, describeError, parseBody, parseQuery, parseParams } from './validate.ts';
export { MISSING_FILE, parseMultipart, requireFile, stagedFiles, type Multipart, type FileRule, type UploadRules } from './multipart.ts';
export { bodyLimit, limitRequest, bodyTooLarge, SMALL_BODY_BYTES, UPLOAD_BODY_BYTES } from './body-limit.ts';
export { parseListQuery, parseFilterValue, type ListQuery, type ListFilter, type FilterOp, type ListQueryOptions } from './list-query.ts';
export { applyListQuery, matchesFilter, readPath, foldText, type ListPage } from './apply-list-query.ts';
export { whereListQuery, pageListQuery } from './list-query-sql.ts';
export { withContext, checkSiteHeaders, ctxOf, siteOf, langOf, normalizeLang } from './request-context.ts';
export { tokenOf, loadUser, userOf, requireUser, requireAdmin } from './auth.ts';
export { cachedOk, etagOf } from './cached.ts';
