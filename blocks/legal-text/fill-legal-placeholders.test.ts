import { describe, expect, it } from 'vitest';
import { companyIdentity } from '../shared/company-identity.ts';
import { sanitizeHtml } from '../shared/sanitize-html.ts';
import { fillLegalPlaceholders } from './fill-legal-placeholders.ts';

const identity = companyIdentity([
  { type: 'COMPANY_NAME', value: 'Autocars Océan' },
  { type: 'LEGAL_AGENT', value: 'Marie Durand' },
  { type: 'HEAD_OFFICE', value: '12 rue des Sables, 85000 La Roche-sur-Yon' },
  { type: 'COMPANY_PHONE', value: '02 51 00 00 00' },
  { type: 'COMPANY_EMAIL', value: 'contact@autocars-ocean.fr' },
  { type: 'RCS_NUMBER', value: 'RCS La Roche-sur-Yon 123 456 789' },
  { type: 'INTRA_COMMUNITY_VAT', value: 'FR12123456789' },
]);

describe('fillLegalPlaceholders', () => {
  it('fills every company placeholder', () => {
    const html =
      '<p>{{companyName}}, représentée par {{ legalAgent }}, {{headOffice}}. Tél. {{phone}}, {{email}}. ' +
      '{{rcs}} – TVA {{vat}}</p>';
    expect(fillLegalPlaceholders(html, identity)).toBe(
      '<p>Autocars Océan, représentée par Marie Durand, 12 rue des Sables, 85000 La Roche-sur-Yon. ' +
        'Tél. 02 51 00 00 00, contact@autocars-ocean.fr. RCS La Roche-sur-Yon 123 456 789 – TVA FR12123456789</p>',
    );
  });
  it('leaves unknown placeholders as written, and empty values empty', () => {
    expect(fillLegalPlaceholders('{{siret}} {{constructor}} [{{vat}}]', companyIdentity([]))).toBe('{{siret}} {{constructor}} []');
  });
  it('inserts values as text, never as markup', () => {
    const hostile = companyIdentity([{ type: 'COMPANY_NAME', value: '<img src=x onerror=alert(1)>"Evil" & Co' }]);
    const filled = fillLegalPlaceholders('<p>{{companyName}}</p>', hostile);
    expect(filled).toBe('<p>&lt;img src=x onerror=alert(1)&gt;&quot;Evil&quot; &amp; Co</p>');
    expect(sanitizeHtml(filled)).toBe('<p>&lt;img src=x onerror=alert(1)&gt;&quot;Evil&quot; &amp; Co</p>');
  });
});
