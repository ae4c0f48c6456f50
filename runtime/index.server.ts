/**
 * The engine's server surface for the server parts of blocks (`blocks/<type>/<type>.server.ts`:
 * props schema, data loader, action, examples) and their helpers. Browser code imports
 * runtime/index.ts instead; nothing here may reach a browser chunk.
 */
export type { BlockDeclaration } from './engine/blocks/block-declaration.ts';
export { defineBlockServer, type BlockLoadContext, type BlockActionContext, type BlockActionResult } from './engine/blocks/define-block-server.ts';
export { BlockImageSchema, BlockLinkSchema } from './ui/block-image.schema.ts';
export { fieldUi } from '../schemas/blocks/field-ui.ts';
export { layoutVariant } from '../schemas/blocks/layout-variant.ts';
export { sectionIntroUi, sectionTitleUi } from '../schemas/blocks/section-field-ui.ts';
export { album, albums } from './engine/api/endpoints/albums.ts';
export { blogBreadcrumb, blogList, blogPost, folderBreadcrumb } from './engine/api/endpoints/blog.ts';
export { element, newsItem, reviews, service, services } from './engine/api/endpoints/content.ts';
export { form } from './engine/api/endpoints/forms.ts';
export type { BreadcrumbItem, ServedElement } from '../schemas/api/content/served-content.ts';
export { like } from './engine/api/filter-operators.ts';
export { listQuery } from './engine/api/list-query.ts';
export { customizeTarget, type CustomizeProduct, type CustomizeDeclination } from './engine/data/customize-target.server.ts';
export { customizedPrice } from './engine/api/endpoints/customization.ts';
export { cartAddAction } from './cart/cart-add-action.server.ts';
export { authCookieHeaders } from './engine/cookies/auth-cookie-headers.ts';
export { keepJson } from './engine/data/keep-json.ts';
export { pageNotFound } from './engine/data/page-not-found.ts';
