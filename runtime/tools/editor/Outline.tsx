import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { blockLabel } from './block-label.ts';
import { editorText, type EditorLang } from './editor-messages.ts';
import type { LayoutBlock } from './layout-ops.ts';

export interface OutlineProps {
  layout: readonly LayoutBlock[];
  selected: number | null;
  lang: EditorLang;
  /** Blocks with an error, by index. */
  invalid: ReadonlySet<number>;
  onSelect(index: number): void;
  onMove(index: number, delta: number): void;
  onDuplicate(index: number): void;
  onRemove(index: number): void;
  onAdd(): void;
}

/**
 * A page's blocks in order: each one a button that opens its form (Alt+↑/↓ moves it, the focus
 * following it), and its buttons to move, duplicate and remove it; "Ajouter un bloc".
 */
export function Outline({ layout, selected, lang, invalid, onSelect, onMove, onDuplicate, onRemove, onAdd }: OutlineProps): ReactNode {
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const follow = useRef<number | null>(null);
  useEffect(() => {
    if (follow.current !== null) {
      refs.current.get(follow.current)?.focus();
      follow.current = null;
    }
  });
  const keyDown = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const delta = event.key === 'ArrowUp' ? -1 : 1;
    const target = index + delta;
    if (target < 0 || target >= layout.length) return;
    follow.current = target;
    onMove(index, delta);
  };
  return (
    <section className="editor-outline" aria-labelledby="editor-outline-title">
      <div className="panel-head">
        <h2 id="editor-outline-title">{editorText(lang, 'outline')}</h2>
        <button type="button" className="button-secondary" onClick={onAdd}>{editorText(lang, 'addBlock')}</button>
      </div>
      <p className="outline-help" id="editor-outline-help">{editorText(lang, 'reorderHelp')}</p>
      {layout.length === 0 ? <p>{editorText(lang, 'noBlocks')}</p> : (
        <ol>
          {layout.map((block, index) => {
            const label = blockLabel(block, lang);
            return (
              <li key={block.key ?? index} className={`outline-item${selected === index ? ' is-selected' : ''}${invalid.has(index) ? ' has-error' : ''}`}>
                <button
                  type="button"
                  className="outline-select"
                  ref={(node) => {
                    if (node) refs.current.set(index, node);
                    else refs.current.delete(index);
                  }}
                  aria-current={selected === index ? 'true' : undefined}
                  aria-describedby="editor-outline-help"
                  onClick={() => onSelect(index)}
                  onKeyDown={(event) => keyDown(event, index)}
                >
                  <span className="outline-type">{label.type}</span>
                  {label.summary && <span className="outline-summary">{label.summary}</span>}
                </button>
                <span className="outline-actions">
                  <button type="button" aria-label={`${editorText(lang, 'moveUp')} : ${label.type}`} title={editorText(lang, 'moveUp')} disabled={index === 0} onClick={() => onMove(index, -1)}>↑</button>
                  <button type="button" aria-label={`${editorText(lang, 'moveDown')} : ${label.type}`} title={editorText(lang, 'moveDown')} disabled={index === layout.length - 1} onClick={() => onMove(index, 1)}>↓</button>
                  <button type="button" aria-label={`${editorText(lang, 'duplicate')} : ${label.type}`} title={editorText(lang, 'duplicate')} onClick={() => onDuplicate(index)}>⧉</button>
                  <button type="button" aria-label={`${editorText(lang, 'remove')} : ${label.type}`} title={editorText(lang, 'remove')} onClick={() => onRemove(index)}>✕</button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
