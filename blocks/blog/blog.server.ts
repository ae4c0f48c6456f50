import type { BlogData } from './blog.block.ts';
import { defineBlockServer } from '../../runtime/index.server.ts';
import { blogBlock } from './blog.block.ts';

export default defineBlockServer(blogBlock, {
  /** The folder of `?folder=` (else `folderId`, else the top) and the page of `?page=`. */
  load: async (ctx): Promise<BlogData> => (await import('./load-blog.ts')).loadBlogBlock(ctx),
  examples: {
    fr: { title: 'Le carnet du domaine', intro: 'La vigne, le chai et la table, racontés par l’équipe.' },
    en: { title: 'The estate notebook', intro: 'The vines, the cellar and the table, told by the team.' },
  },
});
