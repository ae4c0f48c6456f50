import type { Static, TSchema } from '@sinclair/typebox';

/**
 * A block declared once (decision 0077; Puck's `ComponentConfig<Props>` is the model): its type,
 * the TypeBox schema of its props and, as a type, the data its server part loads. It lives in
 * `blocks/<type>/<type>.block.ts`, a leaf the block's other files import: the server part
 * (`defineBlockServer(declaration, { load, … })`) and the browser part
 * (`defineBlock<typeof declaration>({ messages, component })`, a type-only import, so no schema
 * code reaches a page) are both typed from it, and a loader that returns other data, or a
 * component that reads other props, does not compile.
 */
export interface BlockDeclaration<S extends TSchema, D = undefined> {
  /** The block type: its folder name and its key in blocks/block-list.ts. */
  type: string;
  schema: S;
  /** Never set: carries the type of the data the server part's loader returns. */
  readonly data?: D;
}

/** The props of a declared block, after Localized values are resolved. */
export type DeclaredProps<B> = B extends BlockDeclaration<infer S, unknown> ? Static<S> : never;

/** The data a declared block's server part loads (`undefined` when it loads none). */
export type DeclaredData<B> = B extends BlockDeclaration<TSchema, infer D> ? D : never;
