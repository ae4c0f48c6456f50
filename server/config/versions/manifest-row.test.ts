import { describe, expect, it } from 'vitest';
import { changedPaths, manifestRowFor, MAX_DELTA_FILES, resolveManifest, type Manifest } from './manifest-row.ts';

const whole: Manifest = { 'a/site.json': '1', 'a/pages.json': '2', 'a/components/home.json': '3' };

describe('manifestRowFor and resolveManifest', () => {
  it('stores only the changed file of a one-file publication, and reads the whole manifest back', () => {
    const next = { ...whole, 'a/components/home.json': '4' };
    const row = manifestRowFor(next, { id: 7, manifest: whole });
    expect(row).toEqual({ baseId: 7, manifest: { 'a/components/home.json': '4' } });
    expect(resolveManifest(row, whole)).toEqual(next);
  });

  it('records a removed file as null and an added one by its hash', () => {
    const next: Manifest = { 'a/site.json': '1', 'a/pages.json': '2', 'a/components/new.json': '9' };
    const row = manifestRowFor(next, { id: 1, manifest: whole });
    expect(row.manifest).toEqual({ 'a/components/home.json': null, 'a/components/new.json': '9' });
    expect(resolveManifest(row, whole)).toEqual(next);
  });

  it('stores a whole row when there is no base, or when too many files changed', () => {
    expect(manifestRowFor(whole, undefined)).toEqual({ baseId: null, manifest: whole });
    const many: Manifest = {};
    for (let i = 0; i <= MAX_DELTA_FILES; i += 1) many[`a/f${i}.json`] = String(i);
    expect(manifestRowFor(many, { id: 3, manifest: whole }).baseId).toBeNull();
  });

  it('refuses a change row whose base is missing', () => {
    expect(() => resolveManifest({ baseId: 5, manifest: {} }, undefined)).toThrow(/base row 5/);
  });
});

describe('changedPaths', () => {
  it('lists added, changed and removed paths, sorted', () => {
    expect(changedPaths(whole, { 'a/site.json': '1', 'a/pages.json': '5', 'a/z.json': '6' })).toEqual(['a/components/home.json', 'a/pages.json', 'a/z.json']);
  });
});
