import { describe, expect, it } from 'vitest';
import { PAGE_HEADING_BLOCKS } from './page-heading-blocks.ts';

describe('PAGE_HEADING_BLOCKS', () => {
  it('names the blocks that render the page’s h1 themselves', () => {
    expect([...PAGE_HEADING_BLOCKS].sort()).toEqual(['album', 'blog-article', 'element-detail', 'hero', 'news-detail', 'product-customize', 'product-detail', 'service-detail']);
    expect(PAGE_HEADING_BLOCKS.has('rich-text')).toBe(false);
  });
});
