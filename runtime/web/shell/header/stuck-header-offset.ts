/** The rows of a header, as offsets from its top edge (px). */
export interface HeaderRows {
  /** Top of the logo's row (the logo's margin box). */
  readonly logoTop: number;
  /** Bottom of the logo's row. */
  readonly logoBottom: number;
  /** Top of the menu band, null when the menu is not shown as a band (phone, closed panel). */
  readonly menuTop: number | null;
}

/**
 * How far a sticky header slides up once the page scrolls (its CSS `top`, as a negative offset):
 * the rows above the part that stays in view. When the menu is a band under the logo, only the
 * band stays; otherwise the logo's row stays (the language row above it slides away).
 */
export function stuckHeaderOffset(rows: HeaderRows): number {
  const keepFrom = rows.menuTop !== null && rows.menuTop >= rows.logoBottom ? rows.menuTop : rows.logoTop;
  return Math.max(0, keepFrom);
}
