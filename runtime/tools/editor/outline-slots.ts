import type { LayoutBlock, SlotDefinition } from './layout-ops.ts';

/**
 * The slots the outline shows under a block: those its type declares, in their order (empty ones
 * too, so a block can be added or dropped there), then any other slot the file holds blocks in,
 * named by its own name (a hand-written file may use one the block does not declare).
 */
export function outlineSlots(block: LayoutBlock, declared: readonly SlotDefinition[]): SlotDefinition[] {
  const names = new Set(declared.map((slot) => slot.name));
  const others = Object.entries(block.slots ?? {})
    .filter(([name, children]) => !names.has(name) && children.length > 0)
    .map(([name]) => ({ name, label: { fr: name, en: name } }));
  return [...declared, ...others];
}
