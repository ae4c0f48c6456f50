import { describe, expect, it } from 'vitest';
import type { BlockField } from '../../../schemas/blocks/block-fields.ts';
import { newBlockProps } from './new-block-props.ts';

const field = (name: string, widget: BlockField['widget'], children?: BlockField[]): BlockField => ({
  name, pointer: `/${name}`, label: { fr: name, en: name }, help: { fr: name, en: name }, widget, required: true, constraints: {}, ...(children ? { children } : {}),
});

describe('newBlockProps', () => {
  it('merges the examples of both languages into the configuration\'s shape', () => {
    const fields = [field('title', 'localized-text'), field('cta', 'group', [field('label', 'localized-text'), field('href', 'link')]), field('columns', 'number'), field('items', 'list', [field('*', 'group', [field('name', 'localized-text')])])];
    const props = newBlockProps(fields, {
      fr: { title: 'Bonjour', cta: { label: 'Voir', href: '/vins' }, columns: 3, items: [{ name: 'Un' }] },
      en: { title: 'Hello', cta: { label: 'See', href: '/en/wines' }, columns: 3, items: [{ name: 'One' }] },
    });
    expect(props).toEqual({ title: { fr: 'Bonjour', en: 'Hello' }, cta: { label: { fr: 'Voir', en: 'See' }, href: { fr: '/vins', en: '/en/wines' } }, columns: 3, items: [{ name: { fr: 'Un', en: 'One' } }] });
  });

  it('starts from the fields\' defaults without examples', () => {
    expect(newBlockProps([{ ...field('columns', 'number'), default: 3 }], null)).toEqual({ columns: 3 });
  });
});
