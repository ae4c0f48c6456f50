import type { PropRow } from '../../../schemas/blocks/block-docs.ts';

/** What the catalogue shows of a block beside its frames: the data of docs/blocks.md. */
export interface CatalogueDoc {
  type: string;
  description: string;
  rows: PropRow[];
  /** Why the schema could not be read (the block still gets its frames). */
  problem?: string;
}
