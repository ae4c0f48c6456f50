import type { ReactNode } from 'react';
import { typeLabel } from './block-label.ts';
import type { PageLinkRef } from './editor-api.ts';
import { editorText } from './editor-messages.ts';
import { findPage, type PageNode } from './page-ops.ts';
import type { Lang } from '../../../rules/locale.ts';

export interface LinksListProps {
  links: readonly PageLinkRef[] | null;
  pages: readonly PageNode[];
  lang: Lang;
  pageTitle: string;
}

/** The pages and blocks that link to a page, in plain words (the API's links answer). */
export function LinksList({ links, pages, lang, pageTitle }: LinksListProps): ReactNode {
  if (links === null) return <p role="status">{editorText(lang, 'loading')}</p>;
  if (links.length === 0) return <p className="links-none">{editorText(lang, 'noLinks')}</p>;
  const titleOf = (id: number) => findPage(pages, id)?.title[lang] ?? (id === 0 ? '' : `#${id}`);
  const describe = (link: PageLinkRef): string => {
    if (link.fromPage !== undefined) return editorText(lang, 'linkInMenu', { page: titleOf(link.fromPage) });
    if (link.component) {
      const page = link.component.pages.length > 0 ? link.component.pages.map(titleOf).join(', ') : link.component.slug === 'home' ? editorText(lang, 'inPage', { page: '/' }) : link.component.slug;
      return editorText(lang, 'linkInBlock', { block: typeLabel(link.component.block.type), page });
    }
    return editorText(lang, 'linkElsewhere', { file: link.file });
  };
  return (
    <div className="links-list">
      <p>{editorText(lang, 'linksFirst', { page: pageTitle })}</p>
      <ul>
        {links.map((link, index) => <li key={`${link.file}${link.pointer}${index}`}>{describe(link)}{link.lang ? ` (${editorText(lang, link.lang === 'fr' ? 'inFrench' : 'inEnglish')})` : ''}</li>)}
      </ul>
    </div>
  );
}
