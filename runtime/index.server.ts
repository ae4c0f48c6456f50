/**
 * The engine's server surface for the server parts of blocks (`blocks/<type>/<type>.server.ts`:
 * props schema, data loader, action, examples) and their helpers. Browser code imports
 * runtime/index.ts instead; nothing here may reach a browser chunk.
 */
export { defineBlockServer, type BlockServerDefinition, type BlockLoadContext, type BlockActionContext, type BlockActionResult } from './blocks/define-block-server.ts';
export { BlockImageSchema, BlockLinkSchema } from './ui/block-image.schema.ts';
export { album, albums } from './api/endpoints/albums.ts';
export { blogBreadcrumb, blogList, blogPost, folderBreadcrumb, type BreadcrumbItem } from './api/endpoints/blog.ts';
export { element, newsItem, reviews, services } from './api/endpoints/content.ts';
export { form } from './api/endpoints/forms.ts';
export type { ApiElement } from './api/endpoints/site-types.ts';
export { like } from './api/filter-operators.ts';
export { listQuery } from './api/list-query.ts';
export { seg } from './api/path-segment.ts';
export { customizeTarget, type CustomizeTarget, type CustomizeProduct, type CustomizeDeclination } from './data/customize-target.server.ts';
export { customizedPrice } from './api/endpoints/customization.ts';
export { authCookieHeaders, AUTH_COOKIE_SECONDS, type SignedSession } from './account/auth-cookie-headers.ts';
export { keepJson } from './render/document/boot-json.server.ts';
