import { useState } from 'react';
import type { CatalogueBlock } from './AddBlockDialog.tsx';
import { blockLabel } from './block-label.ts';
import { editorText } from './editor-messages.ts';
import { blockAt, duplicateBlock, insertBlock, listAt, moveBlock, moveBlockTo, nestBlock, removeBlock, unnestBlock, type BlockPath, type LayoutBlock, type SlotDefinition } from './layout-ops.ts';
import { newBlockProps } from './new-block-props.ts';
import type { Lang } from '../../../rules/locale.ts';

export interface LayoutEditingDeps {
  layout: readonly LayoutBlock[];
  setLayout(next: LayoutBlock[]): void;
  lang: Lang;
  catalogue: readonly CatalogueBlock[];
  /** The block whose form is open, and how to open another (null: none). */
  selected: BlockPath | null;
  select(path: BlockPath | null): void;
  /** Says a change through the editor's live region. */
  announce(text: string): void;
}

/**
 * The outline's actions on a page's layout, slots included: each one a step of the undo history
 * (setLayout), said through the live region, the open form and the keyboard's focus following the
 * block it moved. Also the "Ajouter un bloc" dialog's target: the page, or a slot.
 */
export function useLayoutEditing({ layout, setLayout, lang, catalogue, selected, select, announce }: LayoutEditingDeps) {
  const [adding, setAdding] = useState<{ listPath: BlockPath; slot?: SlotDefinition } | null>(null);
  const [follow, setFollow] = useState<{ key: string; at: number } | null>(null);
  const slotsOf = (type: string): readonly SlotDefinition[] => catalogue.find((one) => one.type === type)?.slots ?? [];
  const nameOf = (block: LayoutBlock | undefined) => (block ? blockLabel(block, lang).type : '');
  const slotName = (parent: LayoutBlock | undefined, name: string) => slotsOf(parent?.type ?? '').find((slot) => slot.name === name)?.label[lang] ?? name;
  const same = (a: BlockPath | null, b: BlockPath) => a !== null && a.join('/') === b.join('/');
  /** After a move: the open form and the focus go with the block. */
  const moved = (from: BlockPath, to: BlockPath, block: LayoutBlock) => {
    if (same(selected, from)) select(to);
    if (block.key) setFollow({ key: block.key, at: Date.now() });
  };

  const move = (path: BlockPath, delta: number) => {
    const list = listAt(layout, path.slice(0, -1));
    const index = Number(path.at(-1));
    const target = index + delta;
    const block = blockAt(layout, path);
    if (!block || target < 0 || target >= list.length) return;
    setLayout(moveBlock(layout, path, delta));
    moved(path, [...path.slice(0, -1), target], block);
    announce(editorText(lang, 'blockMoved', { block: nameOf(block), position: target + 1, count: list.length }));
  };
  const placedIn = (block: LayoutBlock, result: { layout: LayoutBlock[]; path: BlockPath }, from: BlockPath) => {
    setLayout(result.layout);
    moved(from, result.path, block);
    const to = result.path;
    if (to.length > 1) {
      const parent = blockAt(result.layout, to.slice(0, -2));
      announce(editorText(lang, 'blockNested', { block: nameOf(block), slot: slotName(parent, String(to.at(-2))), parent: nameOf(parent), position: Number(to.at(-1)) + 1, count: listAt(result.layout, to.slice(0, -1)).length }));
    } else {
      announce(editorText(lang, 'blockMoved', { block: nameOf(block), position: Number(to.at(-1)) + 1, count: result.layout.length }));
    }
  };
  const moveTo = (from: BlockPath, to: BlockPath) => {
    const block = blockAt(layout, from);
    const result = moveBlockTo(layout, from, to);
    if (block && result) placedIn(block, result, from);
  };
  const nest = (path: BlockPath) => {
    const block = blockAt(layout, path);
    const result = nestBlock(layout, path, slotsOf);
    if (!block) return;
    if (result) placedIn(block, result, path);
    else announce(editorText(lang, 'cannotNest', { block: nameOf(block) }));
  };
  const unnest = (path: BlockPath) => {
    const block = blockAt(layout, path);
    const parent = blockAt(layout, path.slice(0, -2));
    const result = unnestBlock(layout, path);
    if (!block || !result) return;
    setLayout(result.layout);
    moved(path, result.path, block);
    announce(editorText(lang, 'blockUnnested', { block: nameOf(block), slot: slotName(parent, String(path.at(-2))), parent: nameOf(parent) }));
  };
  const remove = (path: BlockPath) => {
    announce(editorText(lang, 'blockRemoved', { block: nameOf(blockAt(layout, path)) }));
    setLayout(removeBlock(layout, path));
    select(null);
  };
  const duplicate = (path: BlockPath) => setLayout(duplicateBlock(layout, path));
  const openAdd = (listPath: BlockPath) => {
    const parent = listPath.length > 0 ? blockAt(layout, listPath.slice(0, -1)) : undefined;
    const slot = parent ? (slotsOf(parent.type).find((one) => one.name === listPath.at(-1)) ?? { name: String(listPath.at(-1)), label: { fr: String(listPath.at(-1)), en: String(listPath.at(-1)) } }) : undefined;
    setAdding({ listPath, ...(slot ? { slot } : {}) });
  };
  /** The chosen block goes after the selected one when it is in the same list, else at the list's end. */
  const add = (chosen: CatalogueBlock) => {
    if (!adding) return;
    const list = listAt(layout, adding.listPath);
    const inList = selected !== null && selected.length === adding.listPath.length + 1 && same(selected.slice(0, -1), adding.listPath);
    const path = [...adding.listPath, inList ? Number(selected.at(-1)) + 1 : list.length];
    setLayout(insertBlock(layout, chosen.type, newBlockProps(chosen.fields, chosen.examples), path));
    setAdding(null);
    select(path);
    announce(editorText(lang, 'blockAdded', { block: nameOf({ type: chosen.type, props: {} }) }));
  };

  return { slotsOf, follow, adding, closeAdd: () => setAdding(null), openAdd, add, move, moveTo, nest, unnest, remove, duplicate };
}
