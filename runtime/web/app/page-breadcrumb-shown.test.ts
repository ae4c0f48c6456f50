import { describe, expect, it } from 'vitest';
import { pageBreadcrumbShown } from './page-breadcrumb-shown.ts';

const page = (routeId: string, blockTypes: string[] = ['hero'], frame: 'SITE' | 'FOCUSED' = 'SITE') => ({ routeId, blockTypes, frame });

describe('pageBreadcrumbShown', () => {
  it('shows the page route\'s breadcrumb on tree pages, detail pages and legal pages', () => {
    for (const routeId of ['page___fr', 'page___en', 'autocar-slug-id___fr', 'minibus-slug-id___en', 'legal-notice___fr', 'demander-un-devis___en']) expect(pageBreadcrumbShown(page(routeId)), routeId).toBe(true);
  });

  it('shows none on the home, a visitor\'s own pages, the shop\'s pages and the checkout\'s frame', () => {
    for (const routeId of ['home___fr', 'home___en', 'cart___fr', 'account___en', 'products-search___fr', 'products-slug-id___en', 'wines-slug-id___fr', 'nonsense']) expect(pageBreadcrumbShown(page(routeId)), routeId).toBe(false);
    expect(pageBreadcrumbShown(page('page___fr', ['text'], 'FOCUSED'))).toBe(false);
  });

  it('leaves the trail to a block that shows its own (one BreadcrumbList per page)', () => {
    for (const type of ['news-detail', 'blog', 'blog-article', 'album', 'element-detail', 'service-detail']) expect(pageBreadcrumbShown(page('page___fr', ['hero', type])), type).toBe(false);
  });
});
