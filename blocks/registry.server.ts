/**
 * Block type → lazy import of its server part (`blocks/<type>/<type>.server.ts`: props schema,
 * data loader, action, examples). Server only: the browser imports `blocks/registry.ts`, so no
 * schema code reaches a page's JavaScript. Same keys as blocks/registry.ts, in the same order.
 */
export const blockServerRegistry = {
  hero: () => import('./hero/hero.server.ts'),
  'rich-text': () => import('./rich-text/rich-text.server.ts'),
  'image-text': () => import('./image-text/image-text.server.ts'),
  'card-grid': () => import('./card-grid/card-grid.server.ts'),
  gallery: () => import('./gallery/gallery.server.ts'),
  'call-to-action': () => import('./call-to-action/call-to-action.server.ts'),
  'contact-details': () => import('./contact-details/contact-details.server.ts'),
  'opening-hours': () => import('./opening-hours/opening-hours.server.ts'),
  cart: () => import('./cart/cart.server.ts'),
  'legal-text': () => import('./legal-text/legal-text.server.ts'),
  form: () => import('./form/form.server.ts'),
  newsletter: () => import('./newsletter/newsletter.server.ts'),
  'news-list': () => import('./news-list/news-list.server.ts'),
  'news-detail': () => import('./news-detail/news-detail.server.ts'),
  blog: () => import('./blog/blog.server.ts'),
  'blog-article': () => import('./blog-article/blog-article.server.ts'),
  'album-list': () => import('./album-list/album-list.server.ts'),
  album: () => import('./album/album.server.ts'),
  'element-list': () => import('./element-list/element-list.server.ts'),
  'element-detail': () => import('./element-detail/element-detail.server.ts'),
  'event-calendar': () => import('./event-calendar/event-calendar.server.ts'),
  'service-list': () => import('./service-list/service-list.server.ts'),
  'google-reviews': () => import('./google-reviews/google-reviews.server.ts'),
} as const;
