import type { BlockLoadContext } from '../../runtime/index.server.ts';

/**
 * What content blocks read: the page URL (for `?page=N` and filters) and the route parameters
 * of a detail page (`slug`, `id`, `route`), both passed by the engine in `BlockLoadContext`.
 * They stay optional (the block catalogue and tests load blocks without a page), so the
 * helpers below fall back to page 1 and to the block's props.
 */
export type ContentLoadContext<P> = BlockLoadContext<P>;

/** The page number of `?{key}=N` in the URL: a whole number of at least 1, else 1. */
export function requestedPage(ctx: { url?: URL }, key = 'page'): number {
  const raw = ctx.url?.searchParams.get(key) ?? '';
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** A query value of the page URL, trimmed; '' when absent. */
export function queryValue(ctx: { url?: URL }, key: string): string {
  return ctx.url?.searchParams.get(key)?.trim() ?? '';
}

/** A route parameter of a detail page, else the fallback (a prop); throws a clear error when neither is there. */
export function routeParam(ctx: { params?: Record<string, string | undefined> }, name: string, fallback?: string | number): string {
  const value = ctx.params?.[name] ?? (fallback === undefined ? undefined : String(fallback));
  if (value === undefined || value === '') {
    throw new Error(`missing route parameter "${name}": give it in the URL or as a prop`);
  }
  return value;
}

/** The data of an API result, or an error naming the call and the server's message. */
export function unwrap<T>(result: { success: true; data: T } | { success: false; message: string }, call: string): T {
  if (!result.success) throw new Error(`${call} failed: ${result.message}`);
  return result.data;
}
