import type { BlockType } from './registry.ts';

/**
 * Blocks whose browser behaviour only answers the visitor (a click on a picture opens the
 * slider; the newsletter's form sends, and posts to its page without JavaScript): on a first page they hydrate once the page wakes (the visitor's first interaction or
 * the browser's first idle moment), so their code is no part of the page's first scripts; a click
 * made before is replayed once they hydrate (runtime/web/render/late/LateBlock.tsx, decision 0045).
 * A client navigation loads them like any other block. A block that must act as soon as the page
 * shows (a form's state, a carousel that moves by itself) does not belong here.
 */
export const lateBlockTypes: ReadonlySet<string> = new Set<BlockType>(['gallery', 'album', 'newsletter']);
