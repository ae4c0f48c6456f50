import type { Static, TSchema } from '@sinclair/typebox';
import type { Locale } from '../../rules/locale.ts';
import type { ApiClient } from '../api/create-api-client.ts';

/** What a block's optional data loader receives. Loaders run on the server. */
export interface BlockLoadContext<P> {
  props: P;
  locale: Locale;
  api: ApiClient;
  /** The page URL, for list pages and filters (`?page=`, `?q=`, `?folder=`, `?month=`). */
  url?: URL;
  /** The route parameters of the page (`id`, `slug`, and `route` on element detail pages). */
  params?: Record<string, string | undefined>;
}

/** What a block's optional action receives: a post sent to the page that shows the block. */
export interface BlockActionContext<P> {
  props: P;
  /** The posted form data (`multipart/form-data` or `application/x-www-form-urlencoded`). */
  formData: FormData;
  locale: Locale;
  api: ApiClient;
  request: Request;
}

/**
 * The server part of a block, `blocks/<type>/<type>.server.ts` (default export): the schema of its
 * props (after Localized values are resolved), an optional data loader run before render, an
 * optional action that answers a post (data handed back to the page, or a Response such as a
 * redirect), and example props for the block catalogue. `blocks/registry.server.ts` imports it.
 */
export interface BlockServerDefinition<S extends TSchema = TSchema, D = unknown> {
  schema: S;
  load?: (ctx: BlockLoadContext<Static<S>>) => Promise<D>;
  action?: (ctx: BlockActionContext<Static<S>>) => Promise<unknown>;
  /** Example props (Localized values already resolved per language), for the block catalogue. */
  examples?: { fr: Static<S>; en: Static<S> };
}

export function defineBlockServer<S extends TSchema, D = undefined>(definition: BlockServerDefinition<S, D>): BlockServerDefinition<S, D> {
  return definition;
}
