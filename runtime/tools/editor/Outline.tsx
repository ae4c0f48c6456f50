import { DndContext, PointerSensor, closestCenter, pointerWithin, useDroppable, useSensor, useSensors, type CollisionDetection, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { blockLabel } from './block-label.ts';
import { editorText } from './editor-messages.ts';
import { blockAt, listAt, pathKey, slotAllows, type BlockPath, type LayoutBlock, type SlotDefinition } from './layout-ops.ts';
import { outlineSlots } from './outline-slots.ts';
import type { Lang } from '../../../rules/locale.ts';

export interface OutlineProps {
  layout: readonly LayoutBlock[];
  selected: BlockPath | null;
  lang: Lang;
  /** Blocks with an error, by their path (pathKey). */
  invalid: ReadonlySet<string>;
  /** The slots a block type declares (the catalogue's). */
  slotsOf(type: string): readonly SlotDefinition[];
  /** The key of the block the focus follows after a move (the keyboard's), once per request. */
  follow: { key: string; at: number } | null;
  onSelect(path: BlockPath): void;
  onMove(path: BlockPath, delta: number): void;
  /** A block dropped elsewhere by the mouse, `to` read before the move (see moveBlockTo). */
  onMoveTo(from: BlockPath, to: BlockPath): void;
  /** Alt+→: into a slot of the block above; Alt+←: out of its slot. */
  onNest(path: BlockPath): void;
  onUnnest(path: BlockPath): void;
  onDuplicate(path: BlockPath): void;
  onRemove(path: BlockPath): void;
  /** "Ajouter un bloc": at the page's end (`[]`), or in a slot (`[2, 'more']`). */
  onAdd(listPath: BlockPath): void;
}

const SLOT_ZONE = 'slot:';

/**
 * Where a dragged block would go: into a slot when the pointer is over a nested block or an
 * empty slot (the innermost place under it), else the block closest to the dragged one, as in a
 * flat list. `nested(id)`: whether a place lies in a slot.
 */
const intoSlots = (nested: (id: string | number) => boolean): CollisionDetection => (args) => {
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Infinity;
  };
  const [inner] = pointerWithin(args).filter((one) => one.id !== args.active.id).sort((a, b) => area(a.id) - area(b.id));
  return inner && nested(inner.id) ? [inner] : closestCenter(args);
};

const idOf = (block: LayoutBlock, path: BlockPath) => block.key ?? `block-${pathKey(path)}`;

/**
 * A page's blocks in order, the blocks of each slot inside their block under the slot's name:
 * each one a button that opens its form (Alt+↑/↓ moves it in its list, Alt+→ into a slot of the
 * block above, Alt+← out of its slot, the focus following it), and its buttons to move, duplicate
 * and remove it; "Ajouter un bloc" for the page and for each slot. The mouse drags a block
 * anywhere: in its list, into a slot that takes it, or out of one.
 */
export function Outline(props: OutlineProps): ReactNode {
  const { layout, lang, follow, slotsOf, onMove, onMoveTo } = props;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  useEffect(() => {
    if (follow !== null) refs.current.get(follow.key)?.focus();
  }, [follow]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  // Every draggable id (a block) and drop zone (an empty slot) with its place.
  const places = new Map<string, BlockPath>();
  const walk = (list: readonly LayoutBlock[], listPath: BlockPath) => list.forEach((block, index) => {
    const path = [...listPath, index];
    places.set(idOf(block, path), path);
    for (const slot of outlineSlots(block, slotsOf(block.type))) {
      places.set(`${SLOT_ZONE}${pathKey([...path, slot.name])}`, [...path, slot.name, block.slots?.[slot.name]?.length ?? 0]);
      walk(block.slots?.[slot.name] ?? [], [...path, slot.name]);
    }
  });
  walk(layout, []);
  const nameOf = (id: string | number) => {
    const path = places.get(String(id));
    const block = path && blockAt(layout, path);
    return block ? blockLabel(block, lang).type : '';
  };
  const where = (activeId: string | number, overId: string | number) => {
    const to = places.get(String(overId));
    if (!to) return undefined;
    return editorText(lang, 'blockMoved', { block: nameOf(activeId), position: Number(to.at(-1)) + 1, count: Math.max(listAt(layout, to.slice(0, -1)).length, 1) });
  };
  const announcements = {
    onDragStart: ({ active }: { active: { id: string | number } }) => editorText(lang, 'dragStart', { block: nameOf(active.id) }),
    onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) => (over ? where(active.id, over.id) : undefined),
    onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) => (over ? where(active.id, over.id) : undefined),
    onDragCancel: ({ active }: { active: { id: string | number } }) => editorText(lang, 'dragCancel', { block: nameOf(active.id) }),
  };
  const dragEnd = ({ active, over }: DragEndEvent) => {
    const from = places.get(String(active.id));
    const to = over ? places.get(String(over.id)) : undefined;
    if (!from || !to || active.id === over?.id) return;
    const toList = to.slice(0, -1);
    const sameList = pathKey(toList) === pathKey(from.slice(0, -1));
    if (sameList) return onMove(from, Number(to.at(-1)) - Number(from.at(-1)));
    // Into a slot: only a block type the slot takes.
    if (toList.length > 0) {
      const parent = blockAt(layout, toList.slice(0, -1));
      const moving = blockAt(layout, from);
      const slot = parent && slotsOf(parent.type).find((one) => one.name === toList.at(-1));
      if (!moving || (slot && !slotAllows(slot, moving.type))) return;
    }
    onMoveTo(from, to);
  };
  return (
    <section className="editor-outline" aria-labelledby="editor-outline-title">
      <div className="panel-head">
        <h2 id="editor-outline-title">{editorText(lang, 'outline')}</h2>
        <button type="button" className="button-secondary" onClick={() => props.onAdd([])}>{editorText(lang, 'addBlock')}</button>
      </div>
      <p className="outline-help" id="editor-outline-help">{editorText(lang, 'reorderHelp')} {editorText(lang, 'nestHelp')}</p>
      {layout.length === 0 ? <p>{editorText(lang, 'noBlocks')}</p> : (
        <DndContext sensors={sensors} collisionDetection={intoSlots((id) => (places.get(String(id))?.length ?? 0) > 1)} onDragEnd={dragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: editorText(lang, 'reorderHelp') } }}>
          <BlockList list={layout} listPath={[]} outline={props} refs={refs.current} />
        </DndContext>
      )}
    </section>
  );
}

interface ListProps {
  list: readonly LayoutBlock[];
  listPath: BlockPath;
  outline: OutlineProps;
  refs: Map<string, HTMLButtonElement>;
}

/** One list of the outline (the page's, or a slot's), sortable by the mouse. */
function BlockList({ list, listPath, outline, refs }: ListProps): ReactNode {
  const ids = list.map((block, index) => idOf(block, [...listPath, index]));
  return (
    <SortableContext items={ids} strategy={verticalListSortingStrategy}>
      <ol>
        {list.map((block, index) => <OutlineBlock key={ids[index]} id={ids[index]!} block={block} path={[...listPath, index]} count={list.length} outline={outline} refs={refs} />)}
      </ol>
    </SortableContext>
  );
}

function OutlineBlock({ id, block, path, count, outline, refs }: { id: string; block: LayoutBlock; path: BlockPath; count: number; outline: OutlineProps; refs: Map<string, HTMLButtonElement> }): ReactNode {
  const { lang, selected, invalid, slotsOf } = outline;
  const index = Number(path.at(-1));
  const label = blockLabel(block, lang);
  const isSelected = selected !== null && pathKey(selected) === pathKey(path);
  const keyDown = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const delta = event.key === 'ArrowUp' ? -1 : 1;
      if (index + delta >= 0 && index + delta < count) outline.onMove(path, delta);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      outline.onNest(path);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      outline.onUnnest(path);
    }
  };
  const slots = outlineSlots(block, slotsOf(block.type));
  return (
    <SortableItem id={id} className={`outline-item${isSelected ? ' is-selected' : ''}${invalid.has(pathKey(path)) ? ' has-error' : ''}`} row={<>
        <span className="outline-grip" aria-hidden="true">⋮⋮</span>
        <button
          type="button"
          className="outline-select"
          ref={(node) => {
            if (node) refs.set(id, node);
            else refs.delete(id);
          }}
          aria-current={isSelected ? 'true' : undefined}
          aria-describedby="editor-outline-help"
          onClick={() => outline.onSelect(path)}
          onKeyDown={keyDown}
        >
          <span className="outline-type">{label.type}</span>
          {label.summary && <span className="outline-summary">{label.summary}</span>}
        </button>
        <span className="outline-actions">
          <button type="button" aria-label={`${editorText(lang, 'moveUp')} : ${label.type}`} title={editorText(lang, 'moveUp')} disabled={index === 0} onClick={() => outline.onMove(path, -1)}>↑</button>
          <button type="button" aria-label={`${editorText(lang, 'moveDown')} : ${label.type}`} title={editorText(lang, 'moveDown')} disabled={index === count - 1} onClick={() => outline.onMove(path, 1)}>↓</button>
          {path.length > 1 && <button type="button" aria-label={`${editorText(lang, 'moveOut')} : ${label.type}`} title={editorText(lang, 'moveOut')} onClick={() => outline.onUnnest(path)}>←</button>}
          <button type="button" aria-label={`${editorText(lang, 'duplicate')} : ${label.type}`} title={editorText(lang, 'duplicate')} onClick={() => outline.onDuplicate(path)}><svg aria-hidden="true" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6"><rect x="5" y="5" width="9" height="9" rx="1.5" /><path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" /></svg></button>
          <button type="button" aria-label={`${editorText(lang, 'remove')} : ${label.type}`} title={editorText(lang, 'remove')} onClick={() => outline.onRemove(path)}>✕</button>
        </span>
      </>}>
      {slots.map((slot) => {
        const slotPath = [...path, slot.name];
        const slotName = slot.label[lang];
        return (
          <div key={slot.name} className="outline-slot" role="group" aria-label={editorText(lang, 'slotOf', { slot: slotName, block: label.type })}>
            <div className="outline-slot-head">
              <span className="outline-slot-name" aria-hidden="true">{slotName}</span>
              <button type="button" className="outline-slot-add" aria-label={editorText(lang, 'addInSlot', { slot: slotName })} onClick={() => outline.onAdd(slotPath)}><span aria-hidden="true">+ </span>{editorText(lang, 'addShort')}</button>
            </div>
            {(block.slots?.[slot.name]?.length ?? 0) > 0
              ? <BlockList list={block.slots![slot.name]!} listPath={slotPath} outline={outline} refs={refs} />
              : <EmptySlot id={`${SLOT_ZONE}${pathKey(slotPath)}`} text={editorText(lang, 'emptySlot')} />}
          </div>
        );
      })}
    </SortableItem>
  );
}

/** An empty slot: a place the mouse can drop a block into. */
function EmptySlot({ id, text }: { id: string; text: string }): ReactNode {
  const { setNodeRef, isOver } = useDroppable({ id });
  return <p ref={setNodeRef} className={`outline-slot-empty${isOver ? ' is-over' : ''}`}>{text}</p>;
}

/**
 * One block of the outline, dragged by the mouse from anywhere on its row but its buttons (the
 * keyboard uses Alt+arrows and the buttons). The row is what is dragged and dropped on (its slots
 * below it move with it, but do not make it a bigger target).
 */
function SortableItem({ id, className, row, children }: { id: string; className: string; row: ReactNode; children: ReactNode }): ReactNode {
  const { setDraggableNodeRef, setDroppableNodeRef, listeners, transform, transition, isDragging } = useSortable({ id });
  const style = { transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined, transition, zIndex: isDragging ? 2 : undefined };
  return (
    <li style={style} className={`${className}${isDragging ? ' is-dragging' : ''}`} data-block-id={id}>
      <div className="outline-row" ref={(node) => { setDraggableNodeRef(node); setDroppableNodeRef(node); }} {...listeners}>{row}</div>
      {children}
    </li>
  );
}
