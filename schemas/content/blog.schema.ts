import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, ImageSchema, IsoDate, Localized, LocalizedHtml, Nullable, StrictObject } from '../common.schema.ts';
import { LocalizedSlug } from '../site/page.schema.ts';

/** A blog folder; folders nest through idParent. */
export const BlogFolderSchema = StrictObject(
  {
    id: Id,
    idParent: Nullable(Id, { description: 'Parent folder; null at the top' }),
    order: Type.Optional(Type.Integer({ minimum: 0, description: 'Position among its siblings' })),
    slug: LocalizedSlug,
    title: Localized,
    summary: Type.Optional(Localized),
  },
  { title: 'Blog folder' },
);
export type BlogFolder = Static<typeof BlogFolderSchema>;

/** A blog article, filed in a folder (or at the top when idFolder is null). */
export const BlogArticleSchema = StrictObject(
  {
    id: Id,
    idFolder: Nullable(Id, { description: 'Folder of the article; null at the top' }),
    slug: LocalizedSlug,
    title: Localized,
    summary: Localized,
    html: LocalizedHtml,
    date: IsoDate,
    author: Type.Optional(Type.String({ description: 'Name of the author' })),
    image: Type.Optional(ImageSchema),
    isValid: Type.Optional(Type.Boolean({ default: true, description: 'Published' })),
  },
  { title: 'Blog article' },
);
export type BlogArticle = Static<typeof BlogArticleSchema>;

export const BlogDocumentSchema = DocumentSchema(
  {
    folders: Type.Array(BlogFolderSchema, { description: 'Blog folders, nested by idParent' }),
    articles: Type.Array(BlogArticleSchema, { description: 'Blog articles' }),
  },
  { title: 'Blog', description: 'content/blog.json: blog folders and articles' },
);
export type BlogDocument = Static<typeof BlogDocumentSchema>;
