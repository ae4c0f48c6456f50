import { data, redirect } from 'react-router';
import type { ActionFunctionArgs } from 'react-router';
import { blockActionOf } from '../block-server/block-server-parts.server.ts';
import { routeEntryById } from '../../runtime/engine/router/route-table.ts';
import { BLOCK_FIELD } from '../../runtime/web/app/page-post-context.ts';
import { isEngineContext } from './engine-context.ts';
import { readCookie } from '../../runtime/engine/cookies/read-cookie.ts';
import { withLocalePrefix } from '../../runtime/engine/router/locale.ts';
import { sameSitePath } from '../../rules/web/same-site-path.ts';

const noStore = { 'Cache-Control': 'no-store' };

/**
 * The react-router `action` of a page route on the server: a form posted without JavaScript to
 * the page it is on is handed to the action of the block named by `_block`, with an API client
 * in the page's language. The block answers a redirect (303, Post/Redirect/Get; a path of this
 * site only, rules/web/same-site-path.ts) or the page itself again, its `data` becoming the
 * page's `actionData` with the block's status (422, 503…).
 * A body that is no form is refused (400); a post naming no block that takes posts, 405.
 */
export function pageActionFor(routeId: string) {
  const entry = routeEntryById.get(routeId);
  if (!entry) throw new Error(`no route "${routeId}" in the route table`);
  return async ({ request, context }: ActionFunctionArgs) => {
    if (!isEngineContext(context)) throw new Error('page actions run on the server with an EngineContext');
    let body: FormData;
    try {
      body = await request.formData();
    } catch {
      throw data({ message: 'The form must be sent as multipart/form-data or urlencoded' }, { status: 400 });
    }
    const type = body.get(BLOCK_FIELD);
    const action = typeof type === 'string' ? await blockActionOf(type) : undefined;
    if (!action) throw data({ message: 'This page takes no such post' }, { status: 405 });
    const cookies = request.headers.get('cookie');
    const result = await action({ body, api: context.api(entry.locale), locale: entry.locale, url: new URL(request.url), cookie: (name) => readCookie(cookies, name) });
    const headers = new Headers(noStore);
    for (const cookie of result.setCookies ?? []) headers.append('Set-Cookie', cookie);
    // Blocks build their redirects from the request (`next`, the page's own path): only a path
    // of this site is followed, anything else goes to the language's home.
    if ('redirect' in result) throw redirect(sameSitePath(result.redirect) ?? withLocalePrefix('/', entry.locale), { status: 303, headers });
    return data(result.data, { status: result.status, headers });
  };
}
