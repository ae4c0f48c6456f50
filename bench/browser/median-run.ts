import type { LighthouseFigures } from './lighthouse.ts';

/** The run of median performance score (the lower middle one for an even count; a tie goes to the slower LCP), its figures whole. */
export function medianRun<T extends Pick<LighthouseFigures, 'performance' | 'lcpMs'>>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('medianRun: no run');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
