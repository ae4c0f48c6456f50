import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { BreadcrumbItem } from '../../runtime/index.server.ts';
import type { ServedBlogFolder, ServedBlogSummary } from '../../schemas/api/content/served-content.ts';

/**
 * A blog folder's content: its sub-folders and its articles, 12 per page (§9). The folder is
 * `?folder={id}` of the page URL (links work without JavaScript), else `folderId`, else the top.
 */
export const BlogSchema = Type.Object(
  {
    title: Type.Optional(Type.String(sectionTitleUi)),
    intro: Type.Optional(Type.String(sectionIntroUi)),
    folderId: Type.Optional(
      Type.Integer({
        minimum: 1,
        ...fieldUi(
          { fr: 'Dossier du blog', en: 'Blog folder' },
          {
            fr: 'Le numéro du dossier montré d’abord. Vide : le haut du blog.',
            en: 'The number of the folder shown first. Empty: the top of the blog.',
          },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type BlogProps = Static<typeof BlogSchema>;

export interface BlogData {
  folderId: number | null;
  folders: ServedBlogFolder[];
  articles: ServedBlogSummary[];
  total: number;
  page: number;
  pageSize: number;
  /** From GET /blog/folder/ariane/{id}: the folders from the top to this one. */
  breadcrumb: BreadcrumbItem[];
}


export type { ServedBlogFolder, ServedBlogSummary };

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const blogBlock: BlockDeclaration<typeof BlogSchema, BlogData> = { type: 'blog', schema: BlogSchema };
