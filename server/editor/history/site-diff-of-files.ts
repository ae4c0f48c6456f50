import type { VersionDiff } from '../../../schemas/api/editor/editor-history.ts';
import { diffSiteVersions, type SiteDocuments } from './diff-site-versions.ts';

/** Parsed JSON, or undefined for text that is none (a file broken by hand is left out of the comparison). */
function parsed(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The diff of a site between two sets of texts (pure): `changed` are the paths that differ
 * (their text before and after, null when absent), `pages` the pages.json text of each side, so a
 * changed component is named by the page that shows it.
 */
export function siteDiffOfTexts(
  changed: readonly string[], before: (path: string) => string | null | undefined, after: (path: string) => string | null | undefined,
): VersionDiff {
  const sides: [SiteDocuments, SiteDocuments] = [{}, {}];
  for (const path of new Set([...changed, 'pages.json'])) {
    const [a, b] = [parsed(before(path)), parsed(after(path))];
    if (a !== undefined) sides[0][path] = a;
    if (b !== undefined) sides[1][path] = b;
  }
  return diffSiteVersions(...sides);
}
