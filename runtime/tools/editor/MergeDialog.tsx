import { useState, type ReactNode } from 'react';
import { conflictValueText } from './conflict-value-text.ts';
import type { MergeConflict } from './editor-api.ts';
import { editorText } from './editor-messages.ts';
import { Modal } from './Modal.tsx';
import type { Lang } from '../../../rules/locale.ts';

export interface MergeDialogProps {
  conflicts: readonly MergeConflict[];
  lang: Lang;
  /** Where a conflict is, in plain words (page › block › field). */
  where(conflict: MergeConflict): string;
  onResolve(choices: Record<string, 'theirs' | 'mine'>): void;
}

/**
 * "Modifié par deux personnes": each field another editor changed too, with both values in plain
 * words; the owner keeps one or the other for each, nothing is written before they choose.
 */
export function MergeDialog({ conflicts, lang, where, onResolve }: MergeDialogProps): ReactNode {
  const [choices, setChoices] = useState<Record<string, 'theirs' | 'mine'>>({});
  const idOf = (conflict: MergeConflict) => `${conflict.file}#${conflict.id}`;
  const complete = conflicts.every((conflict) => choices[idOf(conflict)] !== undefined);
  return (
    <Modal title={editorText(lang, 'mergeTitle')} onClose={() => undefined}>
      <p>{editorText(lang, 'mergeIntro')}</p>
      <form className="merge-form" onSubmit={(event) => { event.preventDefault(); if (complete) onResolve(choices); }}>
        {conflicts.map((conflict, index) => (
          <fieldset key={idOf(conflict)} className="merge-conflict">
            <legend>{where(conflict)}{conflict.kind === 'order' ? ` (${editorText(lang, 'mergeOrder')})` : ''}</legend>
            {(['mine', 'theirs'] as const).map((side) => (
              <label key={side} className="merge-choice">
                <input type="radio" name={`merge-${index}`} checked={choices[idOf(conflict)] === side} onChange={() => setChoices((now) => ({ ...now, [idOf(conflict)]: side }))} />
                <span className="merge-side">{editorText(lang, side === 'mine' ? 'mergeMine' : 'mergeTheirs')}</span>
                <span className="merge-value">{conflictValueText(conflict[side], lang)}</span>
              </label>
            ))}
          </fieldset>
        ))}
        <div className="dialog-actions">
          <button type="submit" className="button-primary" disabled={!complete}>{editorText(lang, 'mergeApply')}</button>
        </div>
      </form>
    </Modal>
  );
}
