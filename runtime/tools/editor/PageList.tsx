import type { ReactNode } from 'react';
import { editorText } from './editor-messages.ts';
import type { PageNode } from './page-ops.ts';
import type { Lang } from '../../../rules/locale.ts';

/** The page the editor shows: the home page (components/home.json) or a page of pages.json. */
export type PageRef = number | 'home';

export interface PageListProps {
  pages: readonly PageNode[];
  selected: PageRef;
  lang: Lang;
  homeTitle: string;
  onSelect(page: PageRef): void;
  onNew(): void;
}

/** The site's page tree, each page a button that opens it, and "Nouvelle page". */
export function PageList({ pages, selected, lang, homeTitle, onSelect, onNew }: PageListProps): ReactNode {
  const tree = (list: readonly PageNode[]): ReactNode => (
    <ul>
      {list.map((page) => (
        <li key={page.id}>
          <button type="button" className="page-item" aria-current={selected === page.id ? 'page' : undefined} onClick={() => onSelect(page.id)}>
            <span>{page.menuTitle?.[lang] || page.title[lang]}</span>
            {!page.showInMenu && <span className="page-hidden"> ({editorText(lang, 'hidden')})</span>}
          </button>
          {page.children.length > 0 && tree(page.children)}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="editor-pages" aria-labelledby="editor-pages-title">
      <div className="panel-head">
        <h2 id="editor-pages-title">{editorText(lang, 'pages')}</h2>
        <button type="button" className="button-secondary" onClick={onNew}>{editorText(lang, 'newPage')}</button>
      </div>
      <ul>
        <li>
          <button type="button" className="page-item" aria-current={selected === 'home' ? 'page' : undefined} onClick={() => onSelect('home')}>{homeTitle}</button>
        </li>
      </ul>
      {tree(pages)}
    </nav>
  );
}
