import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../../tests/architecture/import-graph.test-utils.ts';
import { BetterSqlite3 } from './better-sqlite3.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** A value import of better-sqlite3 (either build); `import type` is fine, it loads nothing. */
const VALUE_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+'better-sqlite3(-napi)?'/m;

describe('BetterSqlite3', () => {
  it('opens a database with the build this Node runs', () => {
    const db = new BetterSqlite3(':memory:');
    expect(db.prepare('select 6 * 7 as n').get()).toEqual({ n: 42 });
    db.close();
  });

  it('is the only way the project loads better-sqlite3 (12.x aborts on Node 24, decision 0034)', () => {
    const folders = ['schemas', 'server', 'runtime', 'blocks', 'rules', 'scripts', 'bench', 'tests'];
    const loaders = sourceFiles(root, folders).filter((file) => VALUE_IMPORT.test(readFileSync(`${root}${file}`, 'utf8')));
    expect(loaders).toEqual([]);
  });
});
