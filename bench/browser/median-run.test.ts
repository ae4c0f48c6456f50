import { describe, expect, it } from 'vitest';
import { medianRun } from './median-run.ts';

describe('medianRun', () => {
  it('keeps the run of median performance, whole, the lower middle of an even count', () => {
    const runs = [
      { performance: 97, lcpMs: 2500, name: 'slow' },
      { performance: 100, lcpMs: 1500, name: 'fast' },
      { performance: 99, lcpMs: 1700, name: 'middle' },
    ];
    expect(medianRun(runs).name).toBe('middle');
    expect(medianRun(runs.slice(0, 2)).name).toBe('slow');
    expect(medianRun([runs[0]!]).name).toBe('slow');
  });

  it('breaks a tie of scores by the slower LCP, and refuses no run at all', () => {
    expect(medianRun([{ performance: 99, lcpMs: 1600 }, { performance: 99, lcpMs: 1900 }, { performance: 99, lcpMs: 1700 }]).lcpMs).toBe(1700);
    expect(() => medianRun([])).toThrow('no run');
  });
});
