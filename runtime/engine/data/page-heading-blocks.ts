/**
 * Blocks that carry the page's h1 when they come first in a layout: the hero, and the detail
 * blocks (their title is the page's title). The page route adds its own h1 only without them.
 */
export const PAGE_HEADING_BLOCKS: ReadonlySet<string> = new Set(['hero', 'blog-article', 'news-detail', 'album', 'element-detail', 'product-customize', 'product-detail', 'service-detail']);
