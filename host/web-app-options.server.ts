import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import type { PageAssets } from '../runtime/web/app/document-context.ts';
import type { CatalogueEntry } from './catalogue/catalogue-entry.ts';
import type { ConfigProblems, OnConfigChange } from './config-reload.server.ts';
import type { PreviewShot } from './admin/layouts/preview-shot.server.ts';
import type { Mailbox } from '../server/mail/outbox-mailbox.ts';
import type { Health } from '../server/http/health.ts';
import { instanceIdFromEnv } from './instance-id.server.ts';
import type { BlobStore } from '../server/files/blob-store.ts';

/** What the web server needs from the server entry (built bundle, Vite dev module, or the source). */
export type ServerEntry = Pick<typeof import('./entry.server.tsx'), 'renderDocument' | 'renderData'>;

export interface WebAppOptions {
  mode: 'development' | 'production';
  /** The reference API app, mounted under `/api`; or `{ url }` of another backend (API_URL). */
  api: { app: Hono } | { url: string };
  /** Loads the server entry; default: the built `dist/server/entry.server.js`. */
  entry?: () => Promise<ServerEntry>;
  /** Built client files (default `<root>/dist/client`; none in development). */
  clientDir?: string | null;
  /** Default `$SITE_CONFIGS` or `<root>/site-configs`. */
  sitesDir?: string;
  /** Default `$SITE` or `autocars`. */
  defaultSite?: string;
  /** Module scripts that boot the client (default: the entry chunk of the manifest). */
  bootstrapModules?: string[];
  preamble?: string;
  /** Stylesheets and chunks of a page (default: from the client build's manifest). */
  assets?: (blockTypes: readonly string[]) => PageAssets;
  /** How long a config document is served from memory before revalidating (default 1000 ms). */
  configFreshMs?: number;
  /**
   * The in-process config store's `onChange`: each change clears the config cache and re-reads
   * the sites at once. Without it (API_URL), `sitesDir` is watched and the cache revalidates.
   */
  onConfigChange?: OnConfigChange;
  /**
   * The in-process config store's `siteProblems`: development pages show them in an overlay, over
   * the last good version the store serves. Without it (API_URL), development opens its own store.
   */
  configProblems?: ConfigProblems;
  /** Loads the block catalogue's entry; default: the built `dist/catalogue/entry.catalogue.js`. */
  catalogueEntry?: () => Promise<CatalogueEntry>;
  log?: (line: string) => void;
  /** The mails delivered without SMTP, read from the database (`/_mail` lists them); none by default. */
  mailbox?: Mailbox | null;
  /** `GET /healthz`: the configuration version served and the database's health; none by default (404). */
  health?: (() => Promise<Health>) | null;
  /** The `X-Served-By` header of every answer (default `$INSTANCE_ID`, else `<host name>-<pid>`). */
  instanceId?: string;
  /** Where `/ik-seo` keeps resized image variants (default `imageVariantStoreFromEnv`: `$DATA_DIR/image-variants` or the S3 bucket). */
  imageStore?: () => BlobStore;
  /** Where `/ik-seo` keeps the originals of media library pictures fetched from the API (default `$DATA_DIR/media-library`). */
  mediaLibraryDir?: string;
  /** Makes the admin's layout preview images (host/admin/layouts/preview-shot.server.ts); none by default. */
  previewShot?: PreviewShot | null;
  /**
   * Serves a page for no one in particular again without rendering it while its address and data are the same
   * (host/document/render-memo.server.ts). Default: on in production unless `$RENDER_MEMO=0`;
   * never in development.
   */
  renderMemo?: boolean;
}

export const projectRoot = resolve(import.meta.dirname, '..');

export function resolveWebAppOptions(options: WebAppOptions) {
  if (options.mode !== 'development' && options.mode !== 'production') {
    throw new TypeError(`createWebApp: mode must be "development" or "production", got ${String(options.mode)}`);
  }
  if (!options.api || (!('app' in options.api) && !('url' in options.api))) {
    throw new TypeError('createWebApp: api must be { app } (the reference API) or { url } (API_URL)');
  }
  if ('url' in options.api && !/^https?:\/\//.test(options.api.url)) {
    throw new TypeError(`createWebApp: API_URL must be an http(s) URL, got "${options.api.url}"`);
  }
  const dev = options.mode === 'development';
  let loaded: Promise<ServerEntry> | null = null;
  const builtEntry = () => {
    loaded ??= import(pathToFileURL(resolve(projectRoot, 'dist/server/entry.server.js')).href) as Promise<ServerEntry>;
    return loaded;
  };
  let catalogue: Promise<CatalogueEntry> | null = null;
  const builtCatalogue = () => {
    catalogue ??= import(pathToFileURL(resolve(projectRoot, 'dist/catalogue/entry.catalogue.js')).href) as Promise<CatalogueEntry>;
    return catalogue;
  };
  return {
    ...options,
    dev,
    entry: options.entry ?? builtEntry,
    catalogueEntry: options.catalogueEntry ?? builtCatalogue,
    clientDir: options.clientDir === undefined ? (dev ? null : resolve(projectRoot, 'dist/client')) : options.clientDir,
    sitesDir: options.sitesDir ?? (process.env.SITE_CONFIGS ? resolve(process.env.SITE_CONFIGS) : resolve(projectRoot, 'site-configs')),
    defaultSite: options.defaultSite ?? process.env.SITE ?? 'autocars',
    instanceId: options.instanceId ?? instanceIdFromEnv(process.env),
    renderMemo: !dev && (options.renderMemo ?? process.env.RENDER_MEMO?.trim() !== '0'),
    log: options.log ?? ((line: string) => console.warn(line)),
  };
}
