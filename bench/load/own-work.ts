/** The server's own work on a page: production CPU per request minus the bare render's, and the ratio bare / production. */
export function ownWork(productionMs: number, bareMs: number): { ownMs: number; ratio: number } {
  return { ownMs: productionMs - bareMs, ratio: productionMs > 0 ? bareMs / productionMs : 0 };
}

export interface OwnWorkRow {
  template: string;
  productionMs: number;
  bareMs: number;
  ownMs: number;
  ratio: number;
}

/** Issue 39: the table of every measured template (CPU ms per request), one line each, with the goal's verdict. */
export function ownWorkTable(rows: readonly OwnWorkRow[], goal: number): string[] {
  if (rows.length === 0) return [];
  const lines = [
    `\n== server's own work, CPU ms per request (production − bare render; goal: ratio ≥ ${goal}×, own work ≤ half the render)`,
    'template'.padEnd(40) + 'production'.padStart(11) + 'bare'.padStart(8) + 'own work'.padStart(10) + 'ratio'.padStart(8),
  ];
  for (const row of rows) {
    lines.push(
      row.template.padEnd(40) + row.productionMs.toFixed(2).padStart(11) + row.bareMs.toFixed(2).padStart(8) + row.ownMs.toFixed(2).padStart(10) + row.ratio.toFixed(2).padStart(8) + `  ${row.ratio >= goal ? 'within goal' : 'OVER goal'}`,
    );
  }
  return lines;
}
