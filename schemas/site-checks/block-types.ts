import type { Block, ComponentDocument } from '../site/component.schema.ts';
import { didYouMean } from '../errors/did-you-mean.ts';
import type { ValidationError } from '../errors/format-errors.ts';

/** Calls `visit` for every block of a layout, slots included, with its JSON pointer. */
export function walkBlocks(layout: readonly Block[], base: string, visit: (block: Block, pointer: string) => void): void {
  layout.forEach((block, index) => {
    const pointer = `${base}/${index}`;
    visit(block, pointer);
    for (const [name, blocks] of Object.entries(block.slots ?? {})) walkBlocks(blocks, `${pointer}/slots/${name}`, visit);
  });
}

/** Every block of a component config has a type listed in blocks/block-list.ts. */
export function checkBlockTypes(document: ComponentDocument, registered: readonly string[]): ValidationError[] {
  const known = new Set(registered);
  const errors: ValidationError[] = [];
  walkBlocks(document.config.layout, '/config/layout', (block, pointer) => {
    if (known.has(block.type)) return;
    const hint = didYouMean(block.type, registered);
    errors.push({
      pointer: `${pointer}/type`,
      message: `unknown block type "${block.type}" (registered: ${registered.join(', ')})`,
      ...(hint ? { hint } : {}),
    });
  });
  return errors;
}
