/** The server's own work on a page: production CPU per request minus the bare render's, and the ratio bare / production. */
export function ownWork(productionMs: number, bareMs: number): { ownMs: number; ratio: number } {
  return { ownMs: productionMs - bareMs, ratio: productionMs > 0 ? bareMs / productionMs : 0 };
}

export interface OwnWorkRow {
  template: string;
  /** The production server as it serves (a public page seen again comes from the render memo). */
  servedMs: number;
  /** The production server rendering every page (`RENDER_MEMO=0`). */
  everyRenderMs: number;
  bareMs: number;
}

/**
 * Issue 39: the table of every measured template (CPU ms per request), one line each: the own
 * work is what a render of the page costs the server beyond the bare render; the verdict is on the
 * ratio of the server as it serves.
 */
export function ownWorkTable(rows: readonly OwnWorkRow[], goal: number): string[] {
  if (rows.length === 0) return [];
  const lines = [
    `\n== server's own work, CPU ms per request (goal: bare render / served ≥ ${goal}×; own work = every render − bare)`,
    'template'.padEnd(40) + 'served'.padStart(8) + 'every render'.padStart(14) + 'bare'.padStart(7) + 'own work'.padStart(10) + 'ratio'.padStart(7) + 'every render'.padStart(14),
  ];
  for (const row of rows) {
    const served = ownWork(row.servedMs, row.bareMs);
    const every = ownWork(row.everyRenderMs, row.bareMs);
    lines.push(
      row.template.padEnd(40) + row.servedMs.toFixed(2).padStart(8) + row.everyRenderMs.toFixed(2).padStart(14) + row.bareMs.toFixed(2).padStart(7) + every.ownMs.toFixed(2).padStart(10) +
        served.ratio.toFixed(2).padStart(7) + every.ratio.toFixed(2).padStart(14) + `  ${served.ratio >= goal ? 'within goal' : 'OVER goal'}`,
    );
  }
  return lines;
}
