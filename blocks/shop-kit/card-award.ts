/** The award a product card shows: the most recent one (an award without a year counts as the oldest). */
export function cardAward<T extends { year?: number }>(awards: readonly T[] | undefined): T | null {
  let shown: T | null = null;
  for (const award of awards ?? []) if (!shown || (award.year ?? 0) > (shown.year ?? 0)) shown = award;
  return shown;
}
