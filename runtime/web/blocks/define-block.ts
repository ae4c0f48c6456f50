import type { ComponentType, ReactNode } from 'react';

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
 * The browser part of a block (see docs/conventions.md, example 1): its messages and the React
 * component that renders it. It lives in `blocks/<type>/index.ts`, the folder name is the block
 * type, and `blocks/registry.ts` imports it lazily, so a page downloads only the blocks it uses.
 * The props schema, the data loader and the examples are the server part
 * (`blocks/<type>/<type>.server.ts`, see defineBlockServer): no schema code reaches the browser.
 */
export interface BlockDefinition<P = any, D = any> {
  messages: BlockMessages;
  component: ComponentType<BlockProps<P, D>>;
}

export function defineBlock<P, D = undefined>(definition: BlockDefinition<P, D>): BlockDefinition<P, D> {
  return definition;
}
