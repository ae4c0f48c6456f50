import type { ReactNode } from 'react';
import type { TSchema } from '@sinclair/typebox';
import type { BlockDeclaration, DeclaredData, DeclaredProps } from '../../engine/blocks/block-declaration.ts';

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
 * The browser part of a block (see docs/blocks.md): its messages and the React component that
 * renders it, typed from the block's declaration (`blocks/<type>/<type>.block.ts`, decision 0077).
 * It lives in `blocks/<type>/index.ts`, and `blocks/registry.ts` imports it lazily, so a page
 * downloads only the blocks it uses. The props schema, the data loader and the examples are the
 * server part (`blocks/<type>/<type>.server.ts`, see defineBlockServer): no schema code reaches the browser.
 */
export interface BlockDefinition<P, D> {
  messages: BlockMessages;
  /** A function component (a block is never a class): its props and data are the declaration's. */
  component: (input: BlockProps<P, D>) => ReactNode;
}

/**
 * A loaded block as the renderer holds it, whatever its type: its props were checked against its
 * schema when the configuration loaded, and its data comes from its own loader, so the pure walk
 * (render-layout.tsx) hands them over as they are.
 */
export type AnyBlockDefinition = BlockDefinition<never, never>;

/** The browser part of the declared block B: `defineBlock<typeof heroBlock>({ messages, component: Hero })`. */
export function defineBlock<B extends BlockDeclaration<TSchema, unknown>>(
  definition: BlockDefinition<DeclaredProps<B>, DeclaredData<B>>,
): BlockDefinition<DeclaredProps<B>, DeclaredData<B>> {
  return definition;
}
