import { describe, expect, it } from 'vitest';
import { companyIdentity, telHref } from './company-identity.ts';

describe('companyIdentity', () => {
  it('reads the identity parameters and leaves unset ones empty', () => {
    const identity = companyIdentity([
      { type: 'COMPANY_NAME', value: 'Autocars Océan' },
      { type: 'HEAD_OFFICE', value: '12 rue des Sables, 85000 La Roche-sur-Yon' },
      { type: 'COMPANY_PHONE', value: '02 51 00 00 00' },
      { type: 'COMPANY_FAX', value: null },
    ]);
    expect(identity.name).toBe('Autocars Océan');
    expect(identity.legalName).toBe('Autocars Océan');
    expect(identity.address).toBe('12 rue des Sables, 85000 La Roche-sur-Yon');
    expect(identity.fax).toBe('');
  });
  it('falls back to the legal company name for the display name', () => {
    expect(companyIdentity([{ type: 'LEGAL_COMPANY_NAME', value: 'SAS Océan' }]).name).toBe('SAS Océan');
  });
});

describe('telHref', () => {
  it('keeps digits and the leading plus only', () => {
    expect(telHref('02 51 00.00-00')).toBe('tel:0251000000');
    expect(telHref('+33 (0)2 51 00 00 00')).toBe('tel:+330251000000');
  });
});
