import { describe, expect, it } from 'vitest';
import { createIntl } from './create-intl.ts';
import { intlFormats } from './intl-formats.ts';

describe('intlFormats', () => {
  it('formats decimals with at most 2 digits', () => {
    const en = createIntl({ locale: 'en', formats: intlFormats, messages: {} });
    expect(en.formatNumber(37.456, { format: 'decimal' })).toBe('37.46');
  });
});
