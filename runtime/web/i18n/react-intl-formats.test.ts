import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { reactIntlFormats } from './react-intl-formats.ts';

describe('reactIntlFormats', () => {
  it('formats decimals with at most 2 digits', () => {
    const en = createIntl({ locale: 'en', formats: reactIntlFormats, messages: {} });
    expect(en.formatNumber(37.456, { format: 'decimal' })).toBe('37.46');
  });
});
