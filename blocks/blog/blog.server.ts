import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import type { BlogData } from './load-blog.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { fieldUi, sectionIntroUi, sectionTitleUi } from '../../runtime/index.server.ts';

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

export default defineBlockServer({
  schema: BlogSchema,
  /** The folder of `?folder=` (else `folderId`, else the top) and the page of `?page=`. */
  load: async (ctx): Promise<BlogData> => (await import('./load-blog.ts')).loadBlogBlock(ctx),
  examples: {
    fr: { title: 'Le carnet du domaine', intro: 'La vigne, le chai et la table, racontés par l’équipe.' },
    en: { title: 'The estate notebook', intro: 'The vines, the cellar and the table, told by the team.' },
  },
});
