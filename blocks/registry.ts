import type { BlockDefinition } from '../runtime/index.ts';

/**
 * Block type → lazy import of its browser part (`blocks/<type>/index.ts`: messages, component).
 * A literal map, so `BlockType` is a type and each block becomes its own chunk: a page downloads
 * only the blocks its layout uses. The key is the block's folder name; `blocks/registry.server.ts`
 * lists the same types with their server parts, and the runtime refuses to start when a folder
 * of blocks/ is missing from either map or a key has no folder (host/blocks/block-folders.server.ts).
 */
export const blockRegistry = {
  hero: () => import('./hero/index.ts'),
  'rich-text': () => import('./rich-text/index.ts'),
  'image-text': () => import('./image-text/index.ts'),
  'card-grid': () => import('./card-grid/index.ts'),
  gallery: () => import('./gallery/index.ts'),
  'call-to-action': () => import('./call-to-action/index.ts'),
  'contact-details': () => import('./contact-details/index.ts'),
  'opening-hours': () => import('./opening-hours/index.ts'),
  cart: () => import('./cart/index.ts'),
  checkout: () => import('./checkout/index.ts'),
  'legal-text': () => import('./legal-text/index.ts'),
  form: () => import('./form/index.ts'),
  newsletter: () => import('./newsletter/index.ts'),
  'news-list': () => import('./news-list/index.ts'),
  'news-detail': () => import('./news-detail/index.ts'),
  blog: () => import('./blog/index.ts'),
  'blog-article': () => import('./blog-article/index.ts'),
  'album-list': () => import('./album-list/index.ts'),
  album: () => import('./album/index.ts'),
  'element-list': () => import('./element-list/index.ts'),
  'element-detail': () => import('./element-detail/index.ts'),
  'event-calendar': () => import('./event-calendar/index.ts'),
  'service-detail': () => import('./service-detail/index.ts'),
  'service-list': () => import('./service-list/index.ts'),
  'google-reviews': () => import('./google-reviews/index.ts'),
  'product-customize': () => import('./product-customize/index.ts'),
  'product-search': () => import('./product-search/index.ts'),
  'product-detail': () => import('./product-detail/index.ts'),
  'product-grid': () => import('./product-grid/index.ts'),
  'featured-products': () => import('./featured-products/index.ts'),
  'product-highlight': () => import('./product-highlight/index.ts'),
  auth: () => import('./auth/index.ts'),
  'password-reset': () => import('./password-reset/index.ts'),
  account: () => import('./account/index.ts'),
  'account-orders': () => import('./account-orders/index.ts'),
  'order-return': () => import('./order-return/index.ts'),
} as const;

export type BlockType = keyof typeof blockRegistry;

/** Source file of each block module, relative to the project root (keys of the Vite manifest). */
export function blockModulePath(type: BlockType): string {
  return `blocks/${type}/index.ts`;
}

export function isBlockType(type: string): type is BlockType {
  return Object.prototype.hasOwnProperty.call(blockRegistry, type);
}

/** The browser part a block module exports: its default export, `defineBlock({ messages, component })`. */
export function definitionOf(module: Record<string, unknown>): BlockDefinition {
  const candidate = module.default;
  if (!isDefinition(candidate)) throw new Error('block module has no default export defineBlock({ messages, component })');
  return candidate;
}

function isDefinition(value: unknown): value is BlockDefinition {
  return typeof value === 'object' && value !== null && 'messages' in value && 'component' in value;
}

// The blocks with no browser behaviour live in their own small file: the browser entry reads that
// list at once, and imports this map only when a page needs block code (host/blocks/block-set.ts).
export { staticBlockTypes } from './static-block-types.ts';
