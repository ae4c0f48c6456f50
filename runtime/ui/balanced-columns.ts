import type { CSSProperties } from 'react';

/**
 * The number of columns (at most `max`) for `count` items that leaves the fewest empty cells in
 * the last row; ties go to more columns. 6 items in at most 4 columns → 3 (3 + 3), 7 → 4
 * (4 + 3), 5 → 3 (3 + 2); fewer items than `max` → one row of them all.
 */
export function balancedColumns(count: number, max: number): number {
  const limit = Math.max(1, Math.floor(max));
  if (count <= limit) return Math.max(1, count);
  let best = limit;
  let bestEmpty = Infinity;
  for (let columns = limit; columns >= Math.max(2, Math.ceil(limit / 2)); columns--) {
    const empty = (columns - (count % columns)) % columns;
    if (empty < bestEmpty) {
      best = columns;
      bestEmpty = empty;
    }
  }
  return best;
}

/**
 * The custom properties a grid of `count` items reads for its column counts on medium
 * (`--columns-md`, at most `md`) and large screens (`--columns-lg`, at most `lg`).
 */
export function gridColumnsStyle(count: number, md: number, lg: number): CSSProperties {
  const properties: Record<'--columns-md' | '--columns-lg', string> = {
    '--columns-md': String(balancedColumns(count, md)),
    '--columns-lg': String(balancedColumns(count, lg)),
  };
  return properties as CSSProperties;
}
