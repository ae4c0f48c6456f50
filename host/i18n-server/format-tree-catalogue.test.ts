import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { shellMessages } from '../../runtime/engine/i18n/messages/index.ts';
import { formatTree } from '../../runtime/web/i18n/format-tree.ts';
import { intlFormats, withFormatjsFormats } from '../../runtime/web/i18n/intl-formats.ts';
import { intlFormatters } from '../../runtime/web/i18n/intl-formatters.ts';
import { allBlockTypes } from '../../blocks/block-list.ts';
import { serverBlockLibrary } from '../block-server/server-block-library.ts';
import { compileMessages } from './compile-messages.server.ts';

type Sample = Record<string, string | number | Date>;

/** Values that walk every branch of a tree: each select option and an unknown one, plural counts around each category, text, dates. */
function samples(tree: readonly MessageFormatElement[]): Sample[] {
  const choices = new Map<string, Array<string | number | Date>>();
  const add = (name: string, values: Array<string | number | Date>) => choices.set(name, [...(choices.get(name) ?? []), ...values]);
  const walk = (elements: readonly MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === 1) add(element.value, ['Léa']);
      if (element.type === 2) add(element.value, [0, 1, 2.5, 1200]);
      if (element.type === 3 || element.type === 4) add(element.value, [new Date('2026-11-27T10:30:00Z')]);
      if (element.type === 5) {
        add(element.value, [...Object.keys(element.options), 'zzz-unknown']);
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === 6) {
        add(element.value, [0, 1, 2, 5, 21, 1200]);
        for (const option of Object.values(element.options)) walk(option.value);
      }
      if (element.type === 8) walk(element.children);
    }
  };
  walk(tree);
  const names = [...choices.keys()];
  const longest = Math.max(1, ...[...choices.values()].map((values) => values.length));
  // Row i takes each argument's i-th value (or its last): every value of every argument is seen once.
  return Array.from({ length: longest }, (_, i) => Object.fromEntries(names.map((name) => { const values = choices.get(name)!; return [name, values[Math.min(i, values.length - 1)]!]; })));
}

describe('formatTree over every message of the shell and the blocks', () => {
  it('gives what intl-messageformat gives, in French and in English, for values through every branch', async () => {
    await serverBlockLibrary.load([...allBlockTypes()]);
    const formats = withFormatjsFormats(intlFormats);
    let checked = 0;
    for (const [lang, blockLang, locale] of [['fr_FR', 'fr', 'fr'], ['en', 'en', 'en']] as const) {
      const catalogue = { ...shellMessages(lang), ...serverBlockLibrary.messages([...allBlockTypes()], blockLang) };
      const compiled = compileMessages(catalogue, () => {});
      for (const [id, tree] of Object.entries(compiled)) {
        for (const values of samples(tree)) {
          const ours = formatTree(tree, locale, intlFormatters, formats, values).join('');
          const theirs = new IntlMessageFormat(tree, locale, intlFormats).format(values);
          expect(ours, `${lang} ${id} ${JSON.stringify(values)}`).toBe(theirs);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  }, 60_000);
});
