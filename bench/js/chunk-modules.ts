import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { bytesBySource, projectPath } from './source-map-bytes.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Chunk file (`assets/x-hash.js`) → the minified bytes each source module produced in it (project paths). */
export type ChunkModules = Map<string, Map<string, number>>;

/**
 * What each served chunk is made of: the client is built again in memory from the project's
 * vite.config.ts with source maps (`hidden`: the code is byte for byte the one dist/client
 * serves), and each chunk's map gives the bytes each module produced (a chunk without a map
 * but of a single module, all to that module). A chunk whose code differs
 * from dist/client's copy (sources changed since the build) is left out, so it shows as unattributed.
 */
export async function chunkModules(clientDir = `${ROOT}dist/client`): Promise<ChunkModules> {
  const result = await build({
    root: ROOT,
    configFile: `${ROOT}vite.config.ts`,
    logLevel: 'silent',
    build: { write: false, sourcemap: 'hidden', outDir: 'dist/bench-unused' },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const modules: ChunkModules = new Map();
  for (const chunk of outputs.flatMap((output) => output.output)) {
    if (chunk.type !== 'chunk') continue;
    const served = `${clientDir}/${chunk.fileName}`;
    if (!existsSync(served) || readFileSync(served, 'utf8') !== chunk.code) continue;
    const bytes = new Map<string, number>();
    // The bundler's own runtime chunk (`\0rolldown/runtime.js`) comes without a map: one module, all its bytes.
    const only = chunk.moduleIds.length === 1 ? chunk.moduleIds[0]! : null;
    if (!chunk.map) {
      if (only !== null) modules.set(chunk.fileName, new Map([[projectPath(only), Buffer.byteLength(chunk.code)]]));
      continue;
    }
    for (const [source, size] of bytesBySource(chunk.code, chunk.map)) {
      const path = projectPath(source);
      bytes.set(path, (bytes.get(path) ?? 0) + size);
    }
    modules.set(chunk.fileName, bytes);
  }
  return modules;
}
