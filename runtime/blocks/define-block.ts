import type { Static, TSchema } from '@sinclair/typebox';
import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '../../rules/locale.ts';
import type { ApiClient } from '../api/index.ts';

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
