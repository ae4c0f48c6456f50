import type { Context } from 'hono';
import type { LoadedSite } from '../../config/loaded-site.ts';
import { ctxOf, siteOf } from '../../http/request-context.ts';

/** The live site of the request, never its draft: the editor compares the two. */
export function liveSiteOf(c: Context): LoadedSite {
  const site = siteOf(c);
  return ctxOf(c).config.site(site.idSite) ?? site;
}
