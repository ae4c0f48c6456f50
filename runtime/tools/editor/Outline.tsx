import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
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
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const ids = layout.map((block, index) => block.key ?? `block-${index}`);
  const nameOf = (id: string | number) => {
    const block = layout[ids.indexOf(String(id))];
    return block ? blockLabel(block, lang).type : '';
  };
  const place = (id: string | number | undefined) => ids.indexOf(String(id)) + 1;
  const announcements = {
    onDragStart: ({ active }: { active: { id: string | number } }) => editorText(lang, 'dragStart', { block: nameOf(active.id) }),
    onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) => (over ? editorText(lang, 'blockMoved', { block: nameOf(active.id), position: place(over.id), count: layout.length }) : undefined),
    onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) => (over ? editorText(lang, 'blockMoved', { block: nameOf(active.id), position: place(over.id), count: layout.length }) : undefined),
    onDragCancel: ({ active }: { active: { id: string | number } }) => editorText(lang, 'dragCancel', { block: nameOf(active.id) }),
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to - from);
  };
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
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: editorText(lang, 'reorderHelp') } }}>
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol>
          {layout.map((block, index) => {
            const label = blockLabel(block, lang);
            return (
              <SortableItem key={ids[index]} id={ids[index]!} className={`outline-item${selected === index ? ' is-selected' : ''}${invalid.has(index) ? ' has-error' : ''}`}>
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
                  <button type="button" aria-label={`${editorText(lang, 'duplicate')} : ${label.type}`} title={editorText(lang, 'duplicate')} onClick={() => onDuplicate(index)}><svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6"><rect x="5" y="5" width="9" height="9" rx="1.5" /><path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" /></svg></button>
                  <button type="button" aria-label={`${editorText(lang, 'remove')} : ${label.type}`} title={editorText(lang, 'remove')} onClick={() => onRemove(index)}>✕</button>
                </span>
              </SortableItem>
            );
          })}
        </ol>
        </SortableContext>
        </DndContext>
      )}
    </section>
  );
}

/** One block of the outline, dragged by the mouse from anywhere on it but its buttons (the keyboard uses Alt+↑/↓ and the buttons). */
function SortableItem({ id, className, children }: { id: string; className: string; children: ReactNode }): ReactNode {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined, transition, zIndex: isDragging ? 2 : undefined };
  return (
    <li ref={setNodeRef} style={style} className={`${className}${isDragging ? ' is-dragging' : ''}`} data-block-id={id} {...listeners}>
      <span className="outline-grip" aria-hidden="true">⋮⋮</span>
      {children}
    </li>
  );
}
