import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { LAYERS, sourceFiles } from './import-graph.test-utils.ts';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const docs = ['README.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
/** Copies of texts written outside the code (they propose paths, they do not describe this tree), and examples a command creates. */
const QUOTED = new Set(['docs/conventions.md', 'docs/specification.md']);
const EXAMPLES = new Set(['site-configs/brasserie/']);
const FOLDERS = '(?:server|host|runtime|blocks|rules|schemas|scripts|tests|bench|site-configs)';

/** The repository paths a document names in backticks (`server/app.ts`), leaving patterns (`<type>`, `*`) out. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(new RegExp('`(' + FOLDERS + '/[A-Za-z0-9_./-]+)`', 'g'))].map((match) => match[1]!.replace(/\.$/, ''));
}

/** The relative targets of a document's Markdown links (no scheme, no anchor-only link). */
function linkTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!).filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'));
}

// Issue 35 item 7: docs that name files that no longer exist, or point outside the repository.
describe('the docs name what exists, inside the repository', () => {
  it('names only files and folders that exist', () => {
    const missing = docs.filter((doc) => !QUOTED.has(doc)).flatMap((doc) => namedPaths(readFileSync(join(root, doc), 'utf8')).filter((path) => !EXAMPLES.has(path) && !existsSync(join(root, path))).map((path) => `${doc}: ${path}`));
    expect(missing).toEqual([]);
  });

  it('links only to files of the repository', () => {
    const wrong = docs.flatMap((doc) => {
      const text = readFileSync(join(root, doc), 'utf8');
      const outside = text.includes('../shared/') ? [`${doc}: ../shared/`] : [];
      const broken = linkTargets(text).filter((target) => {
        const file = resolve(dirname(join(root, doc)), target.split('#')[0]!);
        return !file.startsWith(root) || !existsSync(file);
      }).map((target) => `${doc}: ${target}`);
      return [...outside, ...broken];
    });
    expect(wrong).toEqual([]);
  });

  it('names in product code comments only files that exist (a test’s fixture paths aside)', () => {
    const named = new RegExp('(?<![\\w./-])(' + FOLDERS + '/[A-Za-z0-9_./-]+\\.(?:ts|tsx|md|json|css))\\b', 'g');
    const docsNamed = /(?<![\w./-])(docs\/[A-Za-z0-9_./-]+\.md)\b/g;
    const missing = sourceFiles(root, [...LAYERS, 'scripts', 'bench'])
      .filter((file) => !file.includes('.test.') && !file.includes('test-utils'))
      .flatMap((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return [...text.matchAll(named), ...text.matchAll(docsNamed)].map((match) => match[1]!).filter((path) => !existsSync(join(root, path))).map((path) => `${file}: ${path}`);
      });
    expect(missing).toEqual([]);
  });
});
