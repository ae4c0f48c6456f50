import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph.test-utils.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SURFACES = ['runtime/index.ts', 'runtime/index.server.ts'] as const;

/** The names a surface file exports (`export { a, type B } from '…'`). */
function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  source.forEachChild((node) => {
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      for (const element of node.exportClause.elements) names.push(element.name.text);
    }
  });
  return names;
}

/** The names blocks import from a surface file, from every file under blocks/. */
function namesBlocksImport(surface: string): Set<string> {
  const used = new Set<string>();
  const ending = `/${surface}`;
  for (const file of sourceFiles(root, ['blocks'])) {
    const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest);
    source.forEachChild((node) => {
      if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier) || !node.moduleSpecifier.text.endsWith(ending)) return;
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) used.add((element.propertyName ?? element.name).text);
    });
  }
  return used;
}

describe('the runtime surface', () => {
  for (const surface of SURFACES) {
    it(`${surface} exports only what blocks import (hydrogen's exports test): nothing unused, nothing internal by accident`, () => {
      const used = namesBlocksImport(surface);
      expect(exportedNames(surface).filter((name) => !used.has(name))).toEqual([]);
    });
  }
});
