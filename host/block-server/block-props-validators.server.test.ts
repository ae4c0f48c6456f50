import { describe, expect, it } from 'vitest';
import { checkBlockProps } from '../../schemas/validation/block-props.server.ts';
import { loadBlockPropsValidators } from './block-props-validators.server.ts';

const validators = await loadBlockPropsValidators();
const doc = (props: object) => ({ config: { layout: [{ type: 'hero', props }] } });

describe('checkBlockProps', () => {
  it('accepts valid props in both languages', () => {
    expect(checkBlockProps(doc({ title: { fr: 'Bonjour', en: 'Hello' } }), validators)).toEqual([]);
  });

  it('points into the language that fails', () => {
    expect(checkBlockProps(doc({ title: { fr: 'Bonjour', en: '' } }), validators)).toEqual([
      { pointer: '/config/layout/0/props/title/en', message: 'must NOT have fewer than 1 characters (in English)' },
    ]);
  });

  it('reports an error of both languages once, with a hint for a typo', () => {
    expect(checkBlockProps(doc({ title: 'Bonjour', subtitel: 'x' }), validators)).toEqual([
      {
        pointer: '/config/layout/0/props/subtitel',
        message: 'unknown property "subtitel" (allowed: variant, title, subtitle, image, cta)',
        onKey: true,
        hint: 'did you mean "subtitle"?',
      },
    ]);
  });

  it('leaves unregistered block types to checkBlockTypes', () => {
    expect(checkBlockProps({ config: { layout: [{ type: 'carousel', props: {} }] } }, validators)).toEqual([]);
  });
});
