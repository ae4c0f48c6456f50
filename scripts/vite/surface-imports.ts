import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where an export of a surface file comes from: the defining module and its name there. */
export interface SurfaceBinding {
  file: string;
  imported: string;
}

const REEXPORT = /export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]\s*;?/g;

/**
 * The value exports of a surface file made only of re-exports (`export { a, b as c } from './x.ts'`),
 * by exported name. Type-only exports are left out (they are erased before bundling). Throws on any
 * other kind of statement that exports, so the surface stays a plain list the plugin can follow.
 */
export function readSurface(surfaceFile: string, text = readFileSync(surfaceFile, 'utf8')): Map<string, SurfaceBinding> {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const rest = withoutComments.replace(REEXPORT, '');
  if (/\bexport\b/.test(rest)) throw new Error(`${surfaceFile}: a surface file holds only \`export { … } from '…'\` lines`);
  const bindings = new Map<string, SurfaceBinding>();
  for (const match of withoutComments.matchAll(REEXPORT)) {
    if (match[1]) continue;
    const file = resolve(dirname(surfaceFile), match[3]!);
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      const [imported, exported = imported] = name.split(/\s+as\s+/).map((one) => one.trim());
      bindings.set(exported!, { file, imported: imported! });
    }
  }
  return bindings;
}

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]+)\2\s*;?/g;

/**
 * `code` with each `import { … } from '<surface>'` replaced by imports from the modules that define
 * the names; null when nothing changed. An import naming something the surface does not list is
 * left as written (the bundler reports it).
 */
export function rewriteSurfaceImports(code: string, importer: string, surfaceFile: string, surface: ReadonlyMap<string, SurfaceBinding>): string | null {
  let changed = false;
  const next = code.replace(IMPORT, (whole, names: string, _quote: string, specifier: string) => {
    if (!specifier.startsWith('.') || resolve(dirname(importer), specifier) !== surfaceFile) return whole;
    const byFile = new Map<string, string[]>();
    for (const part of names.split(',')) {
      const name = part.trim();
      if (!name) continue;
      if (name.startsWith('type ')) continue;
      const [exported, local = exported] = name.split(/\s+as\s+/).map((one) => one.trim());
      const binding = surface.get(exported!);
      if (!binding) return whole;
      const list = byFile.get(binding.file) ?? [];
      list.push(binding.imported === local ? local! : `${binding.imported} as ${local}`);
      byFile.set(binding.file, list);
    }
    changed = true;
    return [...byFile].map(([file, list]) => `import { ${list.join(', ')} } from ${JSON.stringify(file)};`).join('\n');
  });
  return changed ? next : null;
}

/**
 * Blocks import the runtime only through its public surface (`runtime/index.ts`, decision 0014).
 * A bundler sees every module that file re-exports as reachable from every block, so all the
 * runtime code any block uses would land in one chunk that every page downloads. In the client
 * build this plugin points each named import of the surface at the module that defines it, as
 * the blocks imported before the surface existed, so a page still downloads only the modules its
 * blocks use. The source keeps the rule; the bundle keeps the split.
 */
export function surfaceImports(surfaceFiles: readonly string[]): Plugin {
  const surfaces = new Map<string, Map<string, SurfaceBinding>>();
  return {
    name: 'vitrine:surface-imports',
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    buildStart() {
      for (const file of surfaceFiles) surfaces.set(file, readSurface(file));
    },
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!) || id.includes('/node_modules/')) return null;
      let current = code;
      for (const [file, surface] of surfaces) {
        if (!current.includes('index')) break;
        current = rewriteSurfaceImports(current, id.split('?')[0]!, file, surface) ?? current;
      }
      return current === code ? null : { code: current, map: null };
    },
  };
}
