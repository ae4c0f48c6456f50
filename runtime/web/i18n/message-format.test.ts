import { describe, expect, it } from 'vitest';
import { compileMessages } from '../../../host/i18n-server/compile-messages.server.ts';
import { withFormatjsFormats } from './intl-formats.ts';
import { formatIcu, literalText } from './message-format.ts';

const formats = withFormatjsFormats(undefined);

describe('formatIcu', () => {
  it('formats a compiled tree and the same ICU text alike', () => {
    const text = '{n, plural, one {# avis} other {# avis}} sur {site}';
    const tree = compileMessages({ n: text }).n!;
    expect(formatIcu(tree, 'fr', formats, { n: 1200, site: 'Google' })).toBe('1\u202f200 avis sur Google');
    expect(formatIcu(text, 'fr', formats, { n: 1200, site: 'Google' })).toBe('1\u202f200 avis sur Google');
  });

  it('knows formatjs\'s named formats and the site\'s', () => {
    expect(formatIcu('{n, number, percent}', 'en', formats, { n: 0.25 })).toBe('25%');
    expect(formatIcu('{n, number, decimal}', 'en', withFormatjsFormats({ number: { decimal: { maximumFractionDigits: 2 } } }), { n: 1.2345 })).toBe('1.23');
  });

  it('joins the texts around an element value and keeps the element as a part', () => {
    const element = { kind: 'element' };
    expect(formatIcu('Publié le {date}.', 'fr', formats, { date: element })).toEqual(['Publié le ', element, '.']);
  });

  it('throws on a missing value, as intl-messageformat does', () => {
    expect(() => formatIcu('Bonjour {name}', 'fr', formats, {})).toThrow(/name/);
  });
});

describe('literalText', () => {
  it('gives the text of a one-literal tree, null for anything with an argument or for ICU text', () => {
    const messages = compileMessages({ plain: 'Accueil', arg: 'Bonjour {name}', empty: '' });
    expect(literalText(messages.plain!)).toBe('Accueil');
    expect(literalText(messages.empty!)).toBe('');
    expect(literalText(messages.arg!)).toBeNull();
    expect(literalText('Accueil')).toBeNull();
  });
});
