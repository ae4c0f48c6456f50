import { describe, expect, it } from 'vitest';
import { ownWork, ownWorkTable } from './own-work.ts';

describe('ownWork', () => {
  it('is the production CPU beyond the bare render, and the ratio bare / production', () => {
    const { ownMs, ratio } = ownWork(3, 2);
    expect(ownMs).toBeCloseTo(1);
    expect(ratio).toBeCloseTo(0.667, 3);
  });
});

describe('ownWorkTable', () => {
  it('prints one line per template: served, every render, bare, the own work of a render, both ratios and the verdict on the served one', () => {
    const lines = ownWorkTable(
      [
        { template: 'autocars home', servedMs: 0.5, everyRenderMs: 2.5, bareMs: 1.5 },
        { template: 'domaine cart', servedMs: 2.5, everyRenderMs: 2.5, bareMs: 1.5 },
      ],
      0.67,
    );
    expect(lines[1]).toContain('own work');
    expect(lines[2]).toMatch(/^autocars home\s+0\.50\s+2\.50\s+1\.50\s+1\.00\s+3\.00\s+0\.60  within goal$/);
    expect(lines[3]).toMatch(/^domaine cart\s+2\.50\s+2\.50\s+1\.50\s+1\.00\s+0\.60\s+0\.60  OVER goal$/);
  });
  it('prints nothing when no template was measured', () => {
    expect(ownWorkTable([], 0.67)).toEqual([]);
  });
});
