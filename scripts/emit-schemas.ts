/**
 * `npm run emit-schemas`: writes `schemas/json/<kind>.schema.json` for every document kind (the
 * files the `$schema` of each configuration document points at, for editors; the component
 * schema checks each block's props by its type, from the blocks' server parts), and removes
 * emitted files of kinds that no longer exist. Also maps those files to their paths in
 * .vscode/settings.json (`json.schemas`), keeping the other settings.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBlockPropsSchemas } from '../host/block-server/block-server-parts.server.ts';
import { emittedSchemaFiles, vscodeJsonSchemas } from '../schemas/to-json-schema.ts';

const outDir = fileURLToPath(new URL('../schemas/json/', import.meta.url));
const vscodeSettings = fileURLToPath(new URL('../.vscode/settings.json', import.meta.url));

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

mkdirSync(outDir, { recursive: true });
const files = emittedSchemaFiles(await loadBlockPropsSchemas());
let written = 0;
for (const [name, content] of files) {
  const path = join(outDir, name);
  if (readOrNull(path) === content) continue;
  writeFileSync(path, content);
  written += 1;
}
let removed = 0;
for (const name of readdirSync(outDir)) {
  if (name.endsWith('.schema.json') && !files.has(name)) {
    rmSync(join(outDir, name));
    removed += 1;
  }
}
console.log(`emit-schemas: ${files.size} schemas in schemas/json/ (${written} written, ${removed} removed)`);

const settings = JSON.parse(readOrNull(vscodeSettings) ?? '{}') as Record<string, unknown>;
const nextSettings = `${JSON.stringify({ ...settings, 'json.schemas': vscodeJsonSchemas() }, null, 2)}\n`;
if (readOrNull(vscodeSettings) !== nextSettings) {
  mkdirSync(fileURLToPath(new URL('../.vscode/', import.meta.url)), { recursive: true });
  writeFileSync(vscodeSettings, nextSettings);
  console.log('emit-schemas: .vscode/settings.json updated');
}
