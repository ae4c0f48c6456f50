import { describe, expect, it } from 'vitest';
import { scaleCss } from './scale-css.ts';
import { themeCss } from './theme-css.ts';

describe('scaleCss', () => {
  it('derives the headings from the TITLE font size and the body from the CONTENT size', () => {
    const css = scaleCss();
    expect(css).toContain('--type-h2:max(1.5rem,calc(var(--font-title-size)*1.5625))');
    expect(css).toContain('--type-body:max(1rem,var(--font-content-size))');
  });
  it('widens the gutter and the section rhythm at the §9 breakpoints', () => {
    const css = scaleCss();
    expect(css).toContain('@media (min-width:768px){:root{--gutter:1.5rem;--section-space:4.5rem}}');
    expect(css).toContain('@media (min-width:996px){:root{--gutter:2rem;--section-space:5rem}}');
    expect(css).toContain('@media (min-width:1200px){:root{--section-space:5.5rem}}');
  });
  it('is part of every site theme, after the parameters', () => {
    const css = themeCss([], { fonts: [] });
    expect(css.indexOf('--font-title-size')).toBeLessThan(css.indexOf('--type-h1'));
  });
});
