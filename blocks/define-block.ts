import type { Static, TSchema } from '@sinclair/typebox';
import type { ComponentType, ReactNode } from 'react';
import type { ApiClient } from '../runtime/api/index.ts';

/** The two locales of Vitrine, as sent in the `userLang` header. */
export type Locale = 'fr_FR' | 'en';

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
}

/**
 * What a block's action answers: back to a page once done (a 303, Post/Redirect/Get), or the page
 * itself again with `data` as its react-router `actionData` (`useActionData()`) and that status.
 */
export type BlockActionResult = { redirect: string } | { status: number; data: unknown };

/** What a block component receives: its resolved props, its loaded data, its rendered slots. */
export interface BlockProps<P, D = undefined> {
  props: P;
  data: D;
  slots: Record<string, ReactNode>;
}

/** UI strings of a block, in both languages; ids are prefixed with the block type (`hero.more`). */
export interface BlockMessages {
  fr: Record<string, string>;
  en: Record<string, string>;
}

/**
 * A block is one declarative object (see CONVENTIONS.md example 1): its type, the schema of its
 * props (after Localized values are resolved), its messages, an optional data loader, and the
 * React component that renders it. Each block lives in `blocks/<type>/index.ts`, and the
 * registry imports that module lazily, so a page downloads only the blocks it uses.
 */
export interface BlockDefinition<S extends TSchema = TSchema, D = unknown> {
  type: string;
  schema: S;
  messages: BlockMessages;
  load?: (ctx: BlockLoadContext<Static<S>>) => Promise<D>;
  component: ComponentType<BlockProps<Static<S>, D>>;
  /** Example props (Localized values already resolved per language), for the block catalogue. */
  examples?: { fr: Static<S>; en: Static<S> };
}

export function defineBlock<S extends TSchema, D = undefined>(
  definition: BlockDefinition<S, D>,
): BlockDefinition<S, D> {
  return definition;
}
