import { staticBlockTypes } from '../../blocks/block-list.ts';

/**
 * The scripts of `downloaded` (URL paths, `/assets/x-hash.js`) that hold a static block's browser
 * part (`blocks/<type>/index.ts` of a type in `staticBlockTypes`), by the client manifest's
 * chunks (`sources`: chunk file → its modules, see `chunkSources`). A first page must download
 * none of them: their server HTML is kept (decision 0022).
 */
export function staticBlockScripts(downloaded: readonly string[], sources: ReadonlyMap<string, readonly string[]>): string[] {
  const isStaticBlockModule = (path: string) => {
    const match = /^blocks\/([^/]+)\/index\.ts$/.exec(path);
    return match !== null && staticBlockTypes.has(match[1]!);
  };
  return downloaded.filter((url) => (sources.get(url.replace(/^\//, '')) ?? []).some(isStaticBlockModule));
}
