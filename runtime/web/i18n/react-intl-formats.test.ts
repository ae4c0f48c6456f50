import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { formatPrice } from '../../../rules/index.ts';
import { reactIntlFormats } from './react-intl-formats.ts';

describe('reactIntlFormats', () => {
  it('formats prices like formatPrice in both languages', () => {
    const fr = createIntl({ locale: 'fr-FR', formats: reactIntlFormats, messages: {} });
    const en = createIntl({ locale: 'en', formats: reactIntlFormats, messages: {} });
    expect(fr.formatNumber(12.5, { format: 'price' })).toBe(formatPrice(12.5, 'fr_FR'));
    expect(en.formatNumber(12.5, { format: 'price' })).toBe('€12.50');
  });
  it('formats decimals with at most 2 digits', () => {
    const en = createIntl({ locale: 'en', formats: reactIntlFormats, messages: {} });
    expect(en.formatNumber(37.456, { format: 'decimal' })).toBe('37.46');
  });
});
