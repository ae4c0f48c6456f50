import { describe, expect, it } from 'vitest';
import { createIntl } from './create-intl.ts';
import { IntlMessageFormat } from 'intl-messageformat';
import { FORMATJS_FORMATS, intlFormats } from './intl-formats.ts';

describe('intlFormats', () => {
  it('formats decimals with at most 2 digits', () => {
    const en = createIntl({ locale: 'en', formats: intlFormats, messages: {} });
    expect(en.formatNumber(37.456, { format: 'decimal' })).toBe('37.46');
  });
});

describe('FORMATJS_FORMATS', () => {
  it('are intl-messageformat\'s own named number formats', () => {
    expect(FORMATJS_FORMATS.number).toEqual(IntlMessageFormat.formats.number);
  });
});
