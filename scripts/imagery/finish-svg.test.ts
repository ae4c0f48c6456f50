import { describe, expect, it } from 'vitest';
import { finishSvg } from './finish-svg.ts';

const light = { glow: '#FFE6A8', glowOpacity: 0.6, shade: '#1B2A33', shadeOpacity: 0.3 };
const flat = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img">\n<title>Côte / Coast</title>\n<rect width="800" height="500" fill="#CFE8F7"/><circle cx="620" cy="110" r="42" fill="#F7C948"/>\n</svg>\n';

describe('finishSvg', () => {
  it('adds light from the sun, the ground shade, a vignette and grain over the drawing, keeping its title', () => {
    const out = finishSvg(flat, light);
    expect(out).toContain('<title>Côte / Coast</title>');
    expect(out).toMatch(/id="finish-light" cx="0.775" cy="0.220"/);
    expect(out).toContain('<rect width="800" height="500" filter="url(#finish-grain)" fill="#808080"/>');
    expect(out.indexOf('<circle cx="620"')).toBeLessThan(out.indexOf('fill="url(#finish-light)"'));
    expect(out.trim().endsWith('</svg>')).toBe(true);
  });

  it('leaves a finished picture as it is', () => {
    const once = finishSvg(flat, light);
    expect(finishSvg(once, light)).toBe(once);
  });

  it('refuses a picture without a viewBox', () => {
    expect(() => finishSvg('<svg></svg>', light)).toThrow(/viewBox/);
  });
});
