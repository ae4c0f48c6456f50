import { createIntl } from '../../runtime/web/i18n/create-intl.ts';
import { describe, expect, it } from 'vitest';
import { compileMessages } from './compile-messages.server.ts';

describe('compileMessages', () => {
  it('produces trees that the intl layer formats like the source strings', () => {
    const messages = compileMessages({ 'header.home': 'Accueil – {company}', 'cart.items': '{n, plural, one {# article} other {# articles}}' });
    const intl = createIntl({ locale: 'fr', messages });
    expect(intl.formatMessage({ id: 'header.home' }, { company: 'Autocars' })).toBe('Accueil – Autocars');
    expect(intl.formatMessage({ id: 'cart.items' }, { n: 3 })).toBe('3 articles');
  });
  it('keeps an invalid message as literal text and logs it', () => {
    const lines: string[] = [];
    const messages = compileMessages({ broken: 'Bonjour {nom' }, (l) => lines.push(l));
    expect(createIntl({ locale: 'fr', messages }).formatMessage({ id: 'broken' })).toBe('Bonjour {nom');
    expect(lines[0]).toContain('broken');
  });
});
