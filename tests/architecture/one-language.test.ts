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

/** A text pair keyed by the API's code: a `fr_FR:` key, or a type `Record<Locale, …>` (decision 0078). */
const LOCALE_KEYED_PAIR = /(?<![\w.'"`-])fr_FR\s*:(?!\/)|Record<Locale\s*,/;
/** Where the text pair's type and its one picker live (decision 0078). */
const TEXT_PAIR_HOME = 'rules/text/pick-text.ts';
/** A text pair's type written by hand instead of `TextPair`: `{ fr: string; en: string }`, `Record<Lang, string>`. */
const INLINE_PAIR_TYPE = /\{\s*fr\??:\s*string;\s*en\??:\s*string;?\s*\}|Record<Lang,\s*string>/;
/**
 * Route files another branch rewrites into contracts (issue 35 item 1): their hand-written pair
 * types leave with their hand-written shapes. Remove a line when its file is converted.
 */
const PAIR_TYPE_PINNED: string[] = [];

/** Where the `/en` prefix is read and written (decision 0078). */
const PATH_LANGUAGE_HOME = 'rules/locale-path.ts';
/** The `/en` prefix read or written by hand: `startsWith('/en/')`, `=== '/en'`, `lang === 'en' ? '/en' : ''`, `` `/en${path}` ``. */
const HAND_PREFIX = /startsWith\(['"]\/en\/?['"]\)|[=!]==\s*['"]\/en\/?['"]|\?\s*['"]\/en['"]\s*:\s*['"]['"]|`\/en\$\{/;
const HAND_PREFIX_PINNED: string[] = [];

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

  it('keys every text pair { fr, en }, never by the API code fr_FR (rules/locale.ts\'s BCP 47 map aside)', () => {
    expect(offenders([...LAYERS, 'tests', 'scripts', 'bench'], LOCALE_KEYED_PAIR, LANGUAGE_HOME)).toEqual([]);
  });

  it('names a text pair\'s type TextPair (rules/text/pick-text.ts), not an inline { fr: string; en: string }', () => {
    const inline = sourceFiles(root, [...LAYERS])
      .filter((file) => file !== TEXT_PAIR_HOME && !file.includes('.test.'))
      .filter((file) => INLINE_PAIR_TYPE.test(readFileSync(join(root, file), 'utf8')));
    expect(inline).toEqual(PAIR_TYPE_PINNED);
  });

  it('reads and writes the /en path prefix only through rules/locale-path.ts', () => {
    const hand = sourceFiles(root, [...LAYERS])
      .filter((file) => file !== PATH_LANGUAGE_HOME && !file.includes('.test.'))
      .filter((file) => HAND_PREFIX.test(readFileSync(join(root, file), 'utf8')));
    expect(hand).toEqual(HAND_PREFIX_PINNED);
  });

  it('catches what it forbids', () => {
    expect(HAND_PREFIX.test("const lang = path.startsWith('/en/') ? 'en' : 'fr_FR';")).toBe(true);
    expect(HAND_PREFIX.test("return `${lang === 'en' ? '/en' : ''}/admin`;")).toBe(true);
    expect(HAND_PREFIX.test('const both = (path: string) => [path, `/en${path}`];')).toBe(true);
    expect(HAND_PREFIX.test("withLocalePrefix('/cart', locale)")).toBe(false);
    expect(INLINE_PAIR_TYPE.test('label: { fr: string; en: string };')).toBe(true);
    expect(INLINE_PAIR_TYPE.test('satisfies Record<string, Record<Lang, string>>')).toBe(true);
    expect(INLINE_PAIR_TYPE.test('pages: Record<Lang, Set<string>>')).toBe(false);
    expect(LOCALE_KEYED_PAIR.test("const M = { X: { en: 'Cart', fr_FR: 'Panier' } };")).toBe(true);
    expect(LOCALE_KEYED_PAIR.test('const SHIPPING: Record<Locale, string> = pair;')).toBe(true);
    expect(LOCALE_KEYED_PAIR.test("api('fr_FR'); const lang: Locale = 'fr_FR';")).toBe(false);
    expect(LOCALE_KEYED_PAIR.test("'language.fr_FR': 'Français'")).toBe(false);
    expect(INLINE_UNION.test("lang: 'fr' | 'en'")).toBe(true);
    expect(INLINE_UNION.test("lang: 'en' | 'fr_FR'")).toBe(true);
    expect(LANGUAGE_ALIAS.test("export type EditorLang = 'fr' | 'en';")).toBe(true);
    expect(LANGUAGE_ALIAS.test('export type Language = Static<typeof LanguageSchema>;')).toBe(false);
    expect(HAND_FILL.test("M.X[lang].replace('{n}', String(n))")).toBe(true);
    expect(HAND_FILL.test('text.replace(/\\{(\\w+)\\}/g, fill)')).toBe(true);
    expect(HAND_FILL.test("html.replace(/\\{/g, '&#123;')")).toBe(false);
  });
});
