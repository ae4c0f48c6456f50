import { describe, expect, it } from 'vitest';
import type { Block, ComponentDocument } from '../site/component.schema.ts';
import { checkBlockSlots } from './block-slots.ts';
import type { BlockSlotRules } from './block-slots.ts';

const rules: BlockSlotRules = new Map<string, Record<string, { allow?: readonly string[] }>>([
  ['image-text', { more: { allow: ['call-to-action', 'opening-hours'] } }],
  ['columns', { left: {}, right: {} }],
  ['call-to-action', {}],
  ['opening-hours', {}],
  ['hero', {}],
]);

const block = (key: string, type: string, slots?: Record<string, Block[]>): Block => ({ key, type, props: {}, ...(slots ? { slots } : {}) });
const page = (...layout: Block[]) => ({ config: { layout } }) as unknown as ComponentDocument;

describe('checkBlockSlots', () => {
  it('accepts declared slots holding the types they allow, and slots that allow every type', () => {
    expect(checkBlockSlots(page(
      block('aaaa1111', 'image-text', { more: [block('bbbb2222', 'call-to-action'), block('cccc3333', 'opening-hours')] }),
      block('dddd4444', 'columns', { left: [block('eeee5555', 'hero')], right: [] }),
    ), rules)).toEqual([]);
  });

  it('reports a slot the block does not declare at the slot, with the slots it has and a hint', () => {
    expect(checkBlockSlots(page(block('aaaa1111', 'image-text', { mroe: [block('bbbb2222', 'call-to-action')] })), rules)).toEqual([
      { pointer: '/config/layout/0/slots/mroe', message: 'unknown slot "mroe" in a "image-text" block (its slots: more)', hint: 'did you mean "more"?' },
    ]);
    expect(checkBlockSlots(page(block('aaaa1111', 'hero', { more: [] })), rules)).toEqual([
      { pointer: '/config/layout/0/slots/more', message: 'unknown slot "more" in a "hero" block (it has no slots)' },
    ]);
  });

  it('reports a block type the slot does not take at the nested block, at any depth', () => {
    const nested = block('dddd4444', 'columns', { right: [block('aaaa1111', 'image-text', { more: [block('bbbb2222', 'call-to-action'), block('cccc3333', 'hero')] })] });
    expect(checkBlockSlots(page(block('eeee5555', 'hero'), nested), rules)).toEqual([
      {
        pointer: '/config/layout/1/slots/right/0/slots/more/1',
        message: 'block type "hero" not allowed in slot "more" of a "image-text" block (allowed: call-to-action, opening-hours)',
      },
    ]);
  });

  it('leaves blocks of an unregistered type to the block type check', () => {
    expect(checkBlockSlots(page(
      block('aaaa1111', 'carousel', { slides: [block('bbbb2222', 'hero')] }),
      block('cccc3333', 'image-text', { more: [block('dddd4444', 'heor')] }),
    ), rules)).toEqual([]);
  });
});
