/**
 * Every block type, listed once (decision 0077), grouped by when its browser part wakes. The type
 * is the block's folder name: `blocks/<type>/<type>.block.ts` declares it, `index.ts` is its
 * browser part and `<type>.server.ts` its server part. Everything else is derived from this file:
 * `BlockType`, the browser registry (blocks/registry.ts), the server registry
 * (blocks/registry.server.ts) and the web server's start-up check of the folders
 * (host/block-server/block-folders.server.ts). Three arrays rather than one map, so that the browser
 * entry, which reads only the first two, carries no name of the others.
 */

/**
 * No browser behaviour (no state, no handlers, no effects): a first load keeps their server HTML
 * at hydration and downloads none of their code (runtime/web/render/kept/StaticBlock.tsx,
 * decision 0022). A block that gains browser behaviour must leave this list.
 */
export const staticBlocks = [
  'hero',
  'rich-text',
  'image-text',
  'card-grid',
  'call-to-action',
  'contact-details',
  'opening-hours',
  'legal-text',
  'google-reviews',
] as const;

/**
 * Browser behaviour that only answers the visitor (a click on a picture opens the slider; the
 * newsletter's form sends, and posts to its page without JavaScript): on a first page they hydrate
 * once the page wakes, a click made before is replayed (runtime/web/render/late/LateBlock.tsx,
 * decision 0045). A block that must act as soon as the page shows does not belong here.
 */
export const lateBlocks = ['gallery', 'album', 'newsletter'] as const;

/** Hydrated with the page: blocks with state or effects from the start (a form, the cart, the checkout). */
export const eagerBlocks = [
  'cart',
  'checkout',
  'form',
  'news-list',
  'news-detail',
  'blog',
  'blog-article',
  'album-list',
  'element-list',
  'element-detail',
  'event-calendar',
  'service-detail',
  'service-list',
  'product-customize',
  'product-search',
  'product-detail',
  'product-grid',
  'featured-products',
  'product-highlight',
  'auth',
  'password-reset',
  'account',
  'account-orders',
  'order-return',
] as const;

export type BlockType = (typeof staticBlocks)[number] | (typeof lateBlocks)[number] | (typeof eagerBlocks)[number];

/** Every block type, the static ones first (the order of the catalogue, the editor's list and docs/blocks.md). */
export function allBlockTypes(): readonly BlockType[] {
  return [...staticBlocks, ...lateBlocks, ...eagerBlocks];
}

export function isBlockType(type: string): type is BlockType {
  return (allBlockTypes() as readonly string[]).includes(type);
}

export const staticBlockTypes: ReadonlySet<string> = new Set<string>(staticBlocks);
export const lateBlockTypes: ReadonlySet<string> = new Set<string>(lateBlocks);
