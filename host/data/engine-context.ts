import type { ApiClient } from '../../runtime/engine/api/create-api-client.ts';
import type { Locale } from '../../rules/locale.ts';
import type { ConfigCache } from './config-cache.server.ts';

/** A site served by this process, read from `site-configs/<name>/site.json`. */
export interface SiteEntry {
  name: string;
  idSite: number;
  hosts: readonly string[];
  /** Absolute path of the site folder (fonts/, media/). */
  dir: string;
}

/**
 * What the server loaders receive as react-router `context` (the `requestContext` of
 * `createStaticHandler().query`). Built per request by the web server.
 */
export interface EngineContext {
  site: SiteEntry;
  dev: boolean;
  config: ConfigCache;
  /**
   * The API client for this request: the path's locale, the visitor's cookies forwarded.
   * `onUnavailable` is told when a call gets no answer or a 5xx (see `watchOutage`).
   */
  api: (locale: Locale, onUnavailable?: () => void) => ApiClient;
  /** True when the request carries a session (token cookie or Authorization header). */
  hasSession: boolean;
  /** The visitor's cart id (the `cart-id` cookie mirrored from local storage), or null. */
  cartId?: string | null;
  /** API base URL as the browser sees it (`/api` or `$API_URL`). */
  apiBaseUrl: string;
  log: (line: string) => void;
}

export function isEngineContext(value: unknown): value is EngineContext {
  return typeof value === 'object' && value !== null && 'site' in value && 'config' in value && 'api' in value;
}
