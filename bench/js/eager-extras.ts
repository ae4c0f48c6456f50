import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rollup } from 'vite';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT_EXTRAS = fileURLToPath(new URL('../../runtime/web/extras/ClientExtras.tsx', import.meta.url));

/** Replaces the engine's extras with a component that renders nothing (and loads nothing). */
function withoutExtras(): Plugin {
  return {
    name: 'bench:without-extras',
    enforce: 'pre',
    load(id) {
      return id === CLIENT_EXTRAS ? 'export function ClientExtras() { return null; }' : null;
    },
  };
}

/** The client build in memory (the project's vite.config.ts); the entry chunk's gzip -9 size. */
async function entryGzip(plugins: Plugin[]): Promise<number> {
  const result = await build({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    logLevel: 'silent',
    plugins,
    build: { write: false, outDir: 'dist/bench-unused' },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const entry = outputs.flatMap((output) => output.output).find((item): item is Rollup.OutputChunk => item.type === 'chunk' && item.isEntry);
  if (!entry) throw new Error('eager extras: the client build produced no entry chunk');
  return gzipSync(Buffer.from(entry.code), { level: 9 }).length;
}

/**
 * What the extras add to the entry chunk that every page downloads, exactly: the client is built
 * twice in memory, as it is and with `runtime/web/extras/ClientExtras.tsx` replaced by an empty
 * component, and the two entry chunks' gzip -9 sizes are subtracted (the stores, events and
 * checks it imports statically count; its lazily loaded parts do not).
 */
export async function eagerExtrasGzip(): Promise<number> {
  const withExtras = await entryGzip([]);
  const without = await entryGzip([withoutExtras()]);
  return withExtras - without;
}
