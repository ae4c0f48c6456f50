import type { BlockType } from './registry.ts';

/**
 * Blocks with no browser behaviour (no state, no handlers, no effects): a first load keeps their
 * server HTML at hydration and downloads none of their code; a client navigation to a page that
 * has them loads their chunk like any other block (runtime/web/render/kept/StaticBlock.tsx, decision 0022).
 * A block that gains browser behaviour must leave this list. A file of its own, apart from
 * `registry.ts`, so the browser entry does not carry the map of every block's chunk.
 */
export const staticBlockTypes: ReadonlySet<string> = new Set<BlockType>([
  'hero',
  'rich-text',
  'image-text',
  'card-grid',
  'call-to-action',
  'contact-details',
  'opening-hours',
  'google-reviews',
  'legal-text',
]);
