import { describe, expect, it } from 'vitest';
import { closestMatch, didYouMean, editDistance } from './did-you-mean.ts';

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and swaps', () => {
    expect(editDistance('menuTitle', 'menuTitle')).toBe(0);
    expect(editDistance('menuTitel', 'menuTitle')).toBe(1);
    expect(editDistance('titel', 'title')).toBe(1);
    expect(editDistance('colour', 'color')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('ignores letter case', () => {
    expect(editDistance('LOGO_POSITION', 'logo_position')).toBe(0);
  });
});

describe('closestMatch / didYouMean', () => {
  const keys = ['title', 'menuTitle', 'metaDescription', 'url'];
  it('suggests the closest key when it is a likely typo', () => {
    expect(closestMatch('menuTitel', keys)).toBe('menuTitle');
    expect(didYouMean('metaDescripton', keys)).toBe('did you mean "metaDescription"?');
    expect(didYouMean('LOGO_POSITON', ['LOGO_HEIGHT', 'LOGO_POSITION'])).toBe('did you mean "LOGO_POSITION"?');
  });

  it('stays silent when nothing is close', () => {
    expect(closestMatch('colour', keys)).toBeUndefined();
    expect(didYouMean('de', ['fr', 'en'])).toBeUndefined();
    expect(closestMatch('x', [])).toBeUndefined();
  });
});
