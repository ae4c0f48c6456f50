import { withContentMessages } from '../content-kit/content-messages.ts';
import { queryValue, requestedPage } from '../content-kit/load-context.ts';
import type { ContentLoadContext } from '../content-kit/load-context.ts';
import { defineBlock } from '../define-block.ts';
import { Blog } from './Blog.tsx';
import { BlogSchema } from './blog.schema.ts';
import type { BlogProps } from './blog.schema.ts';
import { folderFromQuery, loadBlog } from './load-blog.ts';
import type { BlogData } from './load-blog.ts';

export default defineBlock({
  type: 'blog',
  schema: BlogSchema,
  messages: withContentMessages('blog', {
    fr: { 'blog.title': 'Le blog', 'blog.folders': 'Rubriques', 'blog.empty': 'Aucun article dans cette rubrique pour le moment.' },
    en: { 'blog.title': 'The blog', 'blog.folders': 'Sections', 'blog.empty': 'No article in this section yet.' },
  }),
  /** The folder of `?folder=` (else `folderId`, else the top) and the page of `?page=`. */
  async load(ctx): Promise<BlogData> {
    const content = ctx as ContentLoadContext<BlogProps>;
    return loadBlog(ctx.api, folderFromQuery(queryValue(content, 'folder'), ctx.props.folderId), requestedPage(content));
  },
  component: Blog,
  examples: {
    fr: { title: 'Le carnet du domaine', intro: 'La vigne, le chai et la table, racontés par l’équipe.' },
    en: { title: 'The estate notebook', intro: 'The vines, the cellar and the table, told by the team.' },
  },
});
