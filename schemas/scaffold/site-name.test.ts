import { describe, expect, it } from 'vitest';
import { displayName, nextIdSite, siteNameProblem } from './site-name.ts';

describe('siteNameProblem', () => {
  it('accepts a free slug', () => {
    expect(siteNameProblem('boulangerie-martin', ['autocars', 'domaine'])).toBeNull();
  });

  it('refuses an existing name, a name that is not a slug, and a too short one', () => {
    expect(siteNameProblem('autocars', ['autocars'])).toBe('a site named "autocars" already exists');
    expect(siteNameProblem('Mon Site', [])).toMatch(/^"Mon Site" is not a valid site name: use lower case letters/);
    expect(siteNameProblem('a--b', [])).toMatch(/not a valid site name/);
    expect(siteNameProblem('a', [])).toBe('"a" must be 2 to 40 characters long');
  });
});

describe('nextIdSite / displayName', () => {
  it('takes one more than the highest idSite in use', () => {
    expect(nextIdSite([87, 88])).toBe(89);
    expect(nextIdSite([])).toBe(87);
  });

  it('turns a site name into a company name', () => {
    expect(displayName('boulangerie-martin')).toBe('Boulangerie Martin');
  });
});
