import { withContentMessages } from '../content-kit/content-messages.ts';
import { defineBlock } from '../../runtime/blocks/define-block.ts';
import { Blog } from './Blog.tsx';
import { BlogSchema } from './blog.schema.ts';
import type { BlogData } from './load-blog.ts';

export default defineBlock({
  type: 'blog',
  schema: BlogSchema,
  messages: withContentMessages('blog', {
    fr: { 'blog.title': 'Le blog', 'blog.folders': 'Rubriques', 'blog.empty': 'Aucun article dans cette rubrique pour le moment.' },
    en: { 'blog.title': 'The blog', 'blog.folders': 'Sections', 'blog.empty': 'No article in this section yet.' },
  }),
  /** The folder of `?folder=` (else `folderId`, else the top) and the page of `?page=`. Imported on the server only: the API calls are not part of the page's JavaScript. */
  load: async (ctx): Promise<BlogData> => (await import('./load-blog.ts')).loadBlogBlock(ctx),
  component: Blog,
  examples: {
    fr: { title: 'Le carnet du domaine', intro: 'La vigne, le chai et la table, racontés par l’équipe.' },
    en: { title: 'The estate notebook', intro: 'The vines, the cellar and the table, told by the team.' },
  },
});
