import type { ReactNode } from 'react';
import { editorText } from './editor-messages.ts';
import type { OtherEditor } from './use-presence.ts';
import type { Lang } from '../../../rules/locale.ts';

export interface PresenceNoticeProps {
  others: readonly OtherEditor[];
  /** The page this editor shows ('home' or a page id). */
  page: string;
  lang: Lang;
  /** A page's title from its ref. */
  titleOf(page: string): string;
}

/** "Marie modifie aussi cette page" / "Marie is also editing this page", and who edits which other page. */
export function PresenceNotice({ others, page, lang, titleOf }: PresenceNoticeProps): ReactNode {
  if (others.length === 0) return null;
  const nameOf = (one: OtherEditor) => (one.self ? editorText(lang, 'otherTab', { name: one.name }) : one.name);
  return (
    <ul className="presence" aria-label={lang === 'en' ? 'Other editors' : 'Autres personnes dans l’éditeur'}>
      {others.map((one, index) => (
        <li key={`${one.name}-${one.page}-${index}`} className={one.page === page ? 'presence-here' : 'presence-elsewhere'}>
          {one.page === page ? editorText(lang, 'alsoHere', { name: nameOf(one) }) : editorText(lang, 'elsewhere', { name: nameOf(one), page: titleOf(one.page) })}
        </li>
      ))}
    </ul>
  );
}
