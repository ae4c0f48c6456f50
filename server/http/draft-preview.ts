import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { editorAccessOf } from '../editor/roles/editor-access.ts';
import type { ApiContext } from '../context.ts';
import type { LoadedSite } from '../config/loaded-site.ts';
import { loadUser } from './auth.ts';
import { siteOf } from './request-context.ts';
import type { DraftSites } from '../editor/draft-site.ts';
import { readDraft } from '../editor/draft-store.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The site with its draft applied, for an admin browsing the draft (draftPreview). */
    draftSite: LoadedSite | undefined;
  }
}

/** The preview switch: this cookie (set by `PUT /admin/editor/preview-mode`) or header, `1`. */
export const DRAFT_COOKIE = 'vitrine-draft';
export const DRAFT_HEADER = 'x-vitrine-draft';

/** Whether a request asks for the draft (honoured only for an admin session, see draftPreview). */
export function draftRequested(c: Context): boolean {
  return c.req.header(DRAFT_HEADER) === '1' || getCookie(c, DRAFT_COOKIE) === '1';
}

/**
 * Middleware: a read (GET, HEAD) that asks for the draft (draftRequested) from an ADMIN or
 * SUPER_ADMIN session reads the site with its draft applied (siteOf answers it), so every configuration
 * answer, and the pages rendered from them, show the draft; its answers are `private, no-store`.
 * Anyone else asking gets the live site, as if they had not asked. The editor's own routes
 * always read the live site and the draft apart.
 */
export function draftPreview(ctx: ApiContext, draftSites: DraftSites): MiddlewareHandler {
  return async (c, next) => {
    // Reads only: a write (an order, a form) always acts on the live configuration, its prices included.
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !draftRequested(c) || c.req.path.includes('/admin/editor/')) return next();
    let draft: LoadedSite | undefined;
    try {
      const user = await loadUser(c);
      if (user && editorAccessOf(user.role) !== null) {
        const live = siteOf(c);
        draft = draftSites(live, await readDraft(ctx.db, live.idSite));
      }
    } catch {
      // An unknown site or language: checkSiteHeaders answers it next.
    }
    if (!draft) return next();
    c.set('draftSite', draft);
    await next();
    c.res.headers.set('Cache-Control', 'private, no-store');
    c.res.headers.append('Vary', 'Cookie');
  };
}
