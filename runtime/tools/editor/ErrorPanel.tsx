import type { ReactNode } from 'react';
import type { DraftError } from './editor-api.ts';
import { editorText } from './editor-messages.ts';
import type { Lang } from '../../../rules/locale.ts';

export interface ErrorPanelProps {
  errors: readonly DraftError[];
  lang: Lang;
  /** Where each error is, in plain words (page, block, field). */
  describe(error: DraftError): string;
  onActivate(error: DraftError): void;
}

/** The draft's validation errors, each a button that opens its page and focuses its field. */
export function ErrorPanel({ errors, lang, describe, onActivate }: ErrorPanelProps): ReactNode {
  return (
    <section className="editor-errors" aria-labelledby="editor-errors-title">
      <h2 id="editor-errors-title">{editorText(lang, 'errors')} ({errors.length})</h2>
      {errors.length === 0 ? <p>{editorText(lang, 'noErrors')}</p> : (
        <ul>
          {errors.map((error, index) => (
            <li key={`${error.file}${error.pointer}${index}`}>
              <button type="button" className="error-item" onClick={() => onActivate(error)}>
                <span className="error-where">{describe(error)}</span>
                <span className="error-message">{error.message}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
