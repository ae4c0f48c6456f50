import { describe, expect, it } from 'vitest';
import { outlineSlots } from './outline-slots.ts';

describe('outlineSlots', () => {
  const more = { name: 'more', label: { fr: 'Sous le texte', en: 'Under the text' }, allow: ['call-to-action'] };

  it('shows a declared slot even when empty, so a block can be added there', () => {
    expect(outlineSlots({ type: 'image-text', props: {} }, [more])).toEqual([more]);
  });

  it('shows a slot the file fills but the block does not declare, under its own name', () => {
    const block = { type: 'hero', props: {}, slots: { aside: [{ type: 'faq', props: {} }], empty: [] } };
    expect(outlineSlots(block, [])).toEqual([{ name: 'aside', label: { fr: 'aside', en: 'aside' } }]);
  });
});
