import type { ReactNode } from 'react';
import { historyText } from './history-text.ts';
import type { Lang } from '../../../../rules/locale.ts';

/** The optional message of a publication (the history shows it), beside "Publier". */
export function PublishNote({ value, onChange, lang }: { value: string; onChange(value: string): void; lang: Lang }): ReactNode {
  return (
    <label className="publish-note">
      <span>{historyText(lang, 'publishNote')}</span>
      <input type="text" value={value} maxLength={500} onChange={(event) => onChange(event.target.value)} title={historyText(lang, 'publishNoteHelp')} />
    </label>
  );
}
