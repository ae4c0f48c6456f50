import type { BlockDefinition } from '../runtime/blocks/define-block.ts';

/**
 * Block type → lazy import of its definition. A literal map, so `BlockType` is a type and each
 * block becomes its own chunk: a page downloads only the blocks its layout uses.
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
  'service-list': () => import('./service-list/index.ts'),
  'google-reviews': () => import('./google-reviews/index.ts'),
} as const;

export type BlockType = keyof typeof blockRegistry;

/** Source file of each block module, relative to the project root (keys of the Vite manifest). */
export function blockModulePath(type: BlockType): string {
  return `blocks/${type}/index.ts`;
}

export function isBlockType(type: string): type is BlockType {
  return Object.prototype.hasOwnProperty.call(blockRegistry, type);
}

/** The definition a block module exports: its default export, or its one `defineBlock` export. */
export function definitionOf(module: Record<string, unknown>): BlockDefinition {
  const candidate = module.default ?? Object.values(module).find(isDefinition);
  if (!isDefinition(candidate)) throw new Error('block module exports no block definition');
  return candidate;
}

function isDefinition(value: unknown): value is BlockDefinition {
  return typeof value === 'object' && value !== null && 'type' in value && 'component' in value;
}
