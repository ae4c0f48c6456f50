/** The newest published version, as `npm run publish-config` weighs it. */
export interface LatestPublication {
  version: string;
  source: string;
  publishedAt: string;
  publishedBy: string | null;
}

/** The file `npm run pull-config` leaves in the configuration root: the version its files came from. */
export const PULLED_VERSION_FILE = '.pulled-version';

/**
 * Why `npm run publish-config` must not publish `next` (pure), or null when it may: the newest
 * version was published from the editor (or restored there), the files do not come from it (the
 * version `npm run pull-config` wrote, `pulled`, is another), and `--force` was not given. The
 * reason says which version: when and who.
 */
export function overwriteRefusal(latest: LatestPublication | undefined, next: string, pulled: string | null, force: boolean): string | null {
  if (!latest || force || latest.version === next || pulled === latest.version) return null;
  if (latest.source !== 'editor' && latest.source !== 'rollback') return null;
  const how = latest.source === 'rollback' ? 'restored in the editor' : 'published from the editor';
  return `the version served now (${latest.version.slice(0, 12)}) was ${how} on ${latest.publishedAt} by ${latest.publishedBy ?? 'an unknown account'}, `
    + 'and these files do not include it: publishing them would undo that work. '
    + 'Run `npm run pull-config` to write it into the folder (review it with git diff, then publish), or run again with --force to overwrite it';
}
