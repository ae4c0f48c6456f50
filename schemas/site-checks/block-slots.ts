import type { ComponentDocument } from '../site/component.schema.ts';
import { didYouMean } from '../errors/did-you-mean.ts';
import type { ValidationError } from '../errors/format-errors.ts';
import { walkBlocks } from './block-types.ts';

/** What the validator needs of a slot a block declares (runtime's BlockSlot): the block types it takes, all when absent. */
export interface SlotRule {
  allow?: readonly string[];
}

/** Block type → its slots by name (`{}` for a block without slots), from the blocks' server parts. */
export type BlockSlotRules = ReadonlyMap<string, Readonly<Record<string, SlotRule>>>;

/**
 * Every slot of a component config's blocks, at any depth, is one its block type declares, and
 * holds only block types it allows. An unknown slot is reported at the slot's pointer, a block
 * the slot does not take at the block's pointer. Blocks of an unregistered type are left to
 * checkBlockTypes (their slots are not known; a child of unknown type is not judged here either).
 */
export function checkBlockSlots(document: ComponentDocument, rules: BlockSlotRules): ValidationError[] {
  const errors: ValidationError[] = [];
  walkBlocks(document.config.layout, '/config/layout', (block, pointer) => {
    const declared = rules.get(block.type);
    if (!declared) return;
    const names = Object.keys(declared);
    for (const [name, children] of Object.entries(block.slots ?? {})) {
      const at = `${pointer}/slots/${name}`;
      const slot = Object.prototype.hasOwnProperty.call(declared, name) ? declared[name] : undefined;
      if (!slot) {
        const hint = didYouMean(name, names);
        const known = names.length > 0 ? `its slots: ${names.join(', ')}` : 'it has no slots';
        errors.push({ pointer: at, message: `unknown slot "${name}" in a "${block.type}" block (${known})`, ...(hint ? { hint } : {}) });
        continue;
      }
      if (!slot.allow) continue;
      children.forEach((child, index) => {
        if (!rules.has(child.type) || slot.allow!.includes(child.type)) return;
        errors.push({
          pointer: `${at}/${index}`,
          message: `block type "${child.type}" not allowed in slot "${name}" of a "${block.type}" block (allowed: ${slot.allow!.join(', ')})`,
        });
      });
    }
  });
  return errors;
}
