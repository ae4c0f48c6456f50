import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { outlineSvg } from './logo-text-outlines.ts';

const logos = ['logo.svg', 'logo-dark-theme.svg', 'logo-footer.svg'].map((name) => new URL(`../site-configs/domaine/media/logos/${name}`, import.meta.url));

describe('outlineSvg', () => {
  it('replaces each live text by its outline in the brand font, filled as the text was, on its baseline', () => {
    const svg = '<svg viewBox="0 0 460 120"><text x="124" y="58" font-size="34" font-weight="700" fill="#5B1A2E">Domaine des</text></svg>';
    const outlined = outlineSvg(svg);
    expect(outlined).not.toContain('<text');
    const path = /<path fill="#5B1A2E" d="([^"]+)"\/>/.exec(outlined);
    expect(path).not.toBeNull();
    const numbers = path![1]!.match(/-?\d+(\.\d+)?/g)!.map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    // the words start at x=124 and stand on the baseline y=58, capitals about two thirds of 34 high
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(123);
    expect(Math.max(...ys)).toBeLessThanOrEqual(59);
    expect(Math.min(...ys)).toBeLessThan(58 - 34 * 0.5);
  });

  it('leaves a file without text as it is: the domaine logos hold outlines only', () => {
    for (const logo of logos) {
      const svg = readFileSync(logo, 'utf8');
      expect(svg).not.toContain('<text');
      expect(outlineSvg(svg)).toBe(svg);
    }
  });
});
