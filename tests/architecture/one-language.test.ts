import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LAYERS, sourceFiles } from './import-graph.test-utils.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The one home of the two language types and of their converters (decision 0074). */
const LANGUAGE_HOME = 'rules/locale.ts';
/** The one function that fills `{name}` placeholders outside ICU catalogues (decision 0074). */
const PLACEHOLDER_HOME = 'rules/text/fill-placeholders.ts';

/** An inline union of the language codes, in either order (`'fr' | 'en'`, `'en' | 'fr_FR'`…). */
const INLINE_UNION = /'(?:fr|fr_FR)'\s*\|\s*'en'|'en'\s*\|\s*'(?:fr|fr_FR)'/;
/** A type alias named as a language (`type EditorLang =`, `type PageLocale =`). */
const LANGUAGE_ALIAS = /^\s*(?:export\s+)?type\s+\w*(?:Lang|Locale)\s*(?:<[^>]*>)?\s*=/m;
/** A hand-made placeholder fill: `.replace('{n}', …)` or `.replace(/\{(\w+)\}/g, …)`. */
const HAND_FILL = /\.replace(?:All)?\(\s*(?:['"`]\{|\/\\\{\(?\\w)/;

/** This file, whose last test writes what the rules forbid. */
const SELF = 'tests/architecture/one-language.test.ts';

function offenders(folders: string[], pattern: RegExp, home: string): string[] {
  return sourceFiles(root, folders)
    .filter((file) => file !== home && file !== SELF)
    .filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));
}

describe('one language (issue 35 item 5)', () => {
  it('writes the language codes as a union only in rules/locale.ts (Locale, Lang)', () => {
    expect(offenders([...LAYERS, 'tests', 'scripts', 'bench'], INLINE_UNION, LANGUAGE_HOME)).toEqual([]);
  });

  it('names no second language type', () => {
    expect(offenders([...LAYERS], LANGUAGE_ALIAS, LANGUAGE_HOME)).toEqual([]);
  });

  it('fills placeholders through fillPlaceholders only (ICU catalogues aside)', () => {
    expect(offenders([...LAYERS], HAND_FILL, PLACEHOLDER_HOME)).toEqual([]);
  });

  it('catches what it forbids', () => {
    expect(INLINE_UNION.test("lang: 'fr' | 'en'")).toBe(true);
    expect(INLINE_UNION.test("lang: 'en' | 'fr_FR'")).toBe(true);
    expect(LANGUAGE_ALIAS.test("export type EditorLang = 'fr' | 'en';")).toBe(true);
    expect(LANGUAGE_ALIAS.test('export type Language = Static<typeof LanguageSchema>;')).toBe(false);
    expect(HAND_FILL.test("M.X[lang].replace('{n}', String(n))")).toBe(true);
    expect(HAND_FILL.test('text.replace(/\\{(\\w+)\\}/g, fill)')).toBe(true);
    expect(HAND_FILL.test("html.replace(/\\{/g, '&#123;')")).toBe(false);
  });
});
