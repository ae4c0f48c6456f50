import { describe, expect, it } from 'vitest';
import type { SiteParameter } from '../../schemas/site/parameters.schema.ts';
import { isParameterOn, siteParameter } from './site-parameter.ts';

const parameters = [
  { type: 'NEWSLETTER', kind: 'BOOLEAN', label: 'NEWSLETTER', value: true },
  { type: 'COMPANY_EMAIL', kind: 'STRING', label: 'COMPANY_EMAIL', value: 'contact@example.fr' },
] as SiteParameter[];

describe('siteParameter', () => {
  it('reads the site value, or the default when the key is missing', () => {
    expect(siteParameter(parameters, 'COMPANY_EMAIL')).toBe('contact@example.fr');
    expect(siteParameter(parameters, 'STOCK_DISPLAY_THRESHOLD')).toBe(5);
  });

  it('reads booleans leniently, false by default', () => {
    expect(isParameterOn(parameters, 'NEWSLETTER')).toBe(true);
    expect(isParameterOn([], 'NEWSLETTER')).toBe(false);
  });
});
