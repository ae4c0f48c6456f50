import type { Static, TSchema } from '@sinclair/typebox';
import type { Locale } from '../../../rules/locale.ts';
import type { ApiClient } from '../api/create-api-client.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';
import type { BlockDeclaration } from './block-declaration.ts';

/** What a block's optional data loader receives. Loaders run on the server. */
export interface BlockLoadContext<P> {
  props: P;
  locale: Locale;
  api: ApiClient;
  /** The page URL, for list pages and filters (`?page=`, `?q=`, `?folder=`, `?month=`). */
  url?: URL;
  /** The route parameters of the page (`id`, `slug`, and `route` on element detail pages). */
  params?: Record<string, string | undefined>;
  /** The record of a detail route, as the page loader read and checked it (the product of a product page). */
  record?: Record<string, unknown>;
  /** The visitor's cart id (the `cart-id` cookie), for blocks that show the cart on the server. */
  cartId?: string | null;
  /** Whether the visitor carries a session (a `token` cookie or an Authorization header): without one, a member's reads (`/user`…) would only answer 401. */
  hasSession?: boolean;
}

/**
 * What a block's server action receives: a form posted without JavaScript to the page the block
 * is on (the page route's react-router `action` hands it to the block named by `_block`).
 */
export interface BlockActionContext {
  /** The posted fields (multipart or urlencoded), read once by the page action. */
  body: FormData;
  /** The API client of the request's site, in the page's language, the visitor's address forwarded. */
  api: ApiClient;
  locale: Locale;
  /** The address the form was posted to: the page itself, with its query. */
  url: URL;
  /** A cookie of the request (e.g. `cart-id`, the visitor’s cart), undefined when absent; given by the page action. */
  cookie?: (name: string) => string | undefined;
}

/**
 * What a block's action answers: back to a page once done (a 303, Post/Redirect/Get), or the page
 * itself again with `data` as its react-router `actionData` (`useActionData()`) and that status.
 */
export type BlockActionResult = ({ redirect: string } | { status: number; data: unknown }) & {
  /** `Set-Cookie` values sent with the answer (e.g. the `cart-id` of a cart the action created). */
  setCookies?: string[];
};

/**
 * The server part of a block, `blocks/<type>/<type>.server.ts` (default export): the schema of its
 * props (after Localized values are resolved), an optional data loader run before render, an
 * optional action that answers a no-JavaScript post to the block's page (a redirect, or data
 * handed back to the page as its actionData), and example props for the block catalogue. The schema is the
 * declaration's (`blocks/<type>/<type>.block.ts`, decision 0077); `blocks/registry.server.ts` imports the part.
 */
export interface BlockServerDefinition<S extends TSchema = TSchema, D = unknown> {
  schema: S;
  load?: (ctx: BlockLoadContext<Static<S>>) => Promise<D>;
  action?: (ctx: BlockActionContext) => Promise<BlockActionResult>;
  /** Example props (Localized values already resolved per language), for the block catalogue. */
  examples?: { fr: Static<S>; en: Static<S> };
  /**
   * The slots the block renders (its component receives them rendered, as `slots[name]`): by
   * name, their words for the editor's outline and the block types each takes (all when absent).
   */
  slots?: Record<string, BlockSlot>;
}

/** One slot a block declares: what the editor calls it, in French and English, and which block types it takes. */
export interface BlockSlot {
  label: TextPair;
  allow?: readonly string[];
}

/** What a block's server part adds to its declaration: the loader, the action, the examples, the slots. */
export type BlockServerParts<S extends TSchema, D> = Omit<BlockServerDefinition<S, D>, 'schema'>;

/**
 * The server part of the declared block (decision 0077): `defineBlockServer(heroBlock, { load?,
 * action?, examples, slots? })`. The schema is the declaration's; the loader must return the data
 * the declaration names, the one the block's component is typed with.
 */
export function defineBlockServer<S extends TSchema, D>(declaration: BlockDeclaration<S, D>, parts: BlockServerParts<S, D>): BlockServerDefinition<S, D> {
  return { schema: declaration.schema, ...parts };
}
