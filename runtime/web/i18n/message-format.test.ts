import { describe, expect, it } from 'vitest';
import { compileMessages } from '../../../host/i18n/compile-messages.server.ts';
import { intlFormats } from './intl-formats.ts';
import { literalText, messageFormat } from './message-format.ts';

describe('messageFormat', () => {
  it('compiles a message once per locale and formats, whatever the render or request that asks', () => {
    const tree = compileMessages({ n: '{n, plural, one {# avis} other {# avis}}' }).n!;
    const first = messageFormat(tree, 'fr', intlFormats);
    expect(messageFormat(tree, 'fr', intlFormats)).toBe(first);
    expect(messageFormat(tree, 'en', intlFormats)).not.toBe(first);
    expect(messageFormat(tree, 'fr')).not.toBe(first);
    expect(messageFormat('{n} avis', 'fr')).toBe(messageFormat('{n} avis', 'fr'));
  });

  it('the server compiles the same text to the same tree, so requests share the compiled message', () => {
    const a = compileMessages({ x: 'Bonjour {name}' }).x!;
    const b = compileMessages({ y: 'Bonjour {name}' }).y!;
    expect(messageFormat(a, 'fr')).toBe(messageFormat(b, 'fr'));
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
