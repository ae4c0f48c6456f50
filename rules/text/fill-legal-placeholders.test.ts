import { describe, expect, it } from 'vitest';
import { fillLegalPlaceholders } from './fill-legal-placeholders.ts';

const identity = [
  { type: 'COMPANY_NAME', value: 'Autocars Océan' },
  { type: 'LEGAL_COMPANY_NAME', value: 'SAS Autocars Océan Vendée' },
  { type: 'LEGAL_AGENT', value: 'Marie Durand' },
  { type: 'HEAD_OFFICE', value: '12 rue des Sables, 85000 La Roche-sur-Yon' },
  { type: 'COMPANY_PHONE', value: '02 51 00 00 00' },
  { type: 'COMPANY_MOBILE', value: '06 12 34 56 78' },
  { type: 'COMPANY_EMAIL', value: 'contact@autocars-ocean.fr' },
  { type: 'RCS_NUMBER', value: 'RCS La Roche-sur-Yon 123 456 789' },
  { type: 'INTRA_COMMUNITY_VAT', value: 'FR12123456789' },
];

describe('fillLegalPlaceholders', () => {
  it('fills every placeholder of the legal texts (spec §9), spaces inside the braces allowed', () => {
    const html =
      '<p>{{companyName}}, représentée par {{ legalAgent }}, {{headOffice}}. Tél. {{phone}}, {{email}}. ' +
      '{{rcs}} – TVA {{ vat}}</p>';
    expect(fillLegalPlaceholders(html, identity)).toBe(
      '<p>Autocars Océan, représentée par Marie Durand, 12 rue des Sables, 85000 La Roche-sur-Yon. ' +
        'Tél. 02 51 00 00 00, contact@autocars-ocean.fr. RCS La Roche-sur-Yon 123 456 789 – TVA FR12123456789</p>',
    );
  });

  it('inserts values as text: HTML-special characters are escaped, never markup', () => {
    const hostile = [{ type: 'COMPANY_NAME', value: `<img src=x onerror=alert(1)>"Evil" & Co's` }];
    expect(fillLegalPlaceholders('<p title="x">{{companyName}}</p>', hostile)).toBe(
      '<p title="x">&lt;img src=x onerror=alert(1)&gt;&quot;Evil&quot; &amp; Co&#39;s</p>',
    );
  });

  it('fills text only: a placeholder inside a tag stays as written, so a value cannot become a link address', () => {
    const hostile = [{ type: 'COMPANY_PHONE', value: 'javascript:__xss()' }, { type: 'COMPANY_NAME', value: 'Autocars' }];
    expect(fillLegalPlaceholders('<p><a href="{{phone}}" title="{{companyName}}">{{phone}}</a> {{companyName}}</p>', hostile)).toBe(
      '<p><a href="{{phone}}" title="{{companyName}}">javascript:__xss()</a> Autocars</p>',
    );
  });

  it('never lets a value bring in a placeholder, so filling twice changes nothing', () => {
    const tricky = [
      { type: 'COMPANY_NAME', value: '{{vat}} SARL' },
      { type: 'INTRA_COMMUNITY_VAT', value: 'FR00' },
    ];
    const once = fillLegalPlaceholders('<p>{{companyName}}</p>', tricky);
    expect(once).toBe('<p>&#123;&#123;vat&#125;&#125; SARL</p>');
    expect(fillLegalPlaceholders(once, tricky)).toBe(once);
  });

  it('leaves unknown placeholders as written, including names of object properties', () => {
    expect(fillLegalPlaceholders('{{siret}} {{constructor}} {{ toString }} {{}} {{vat}}', identity)).toBe(
      '{{siret}} {{constructor}} {{ toString }} {{}} FR12123456789',
    );
  });

  it('falls back to the legal company name and to the mobile, else leaves the place empty', () => {
    const partial = [
      { type: 'COMPANY_NAME', value: '   ' },
      { type: 'LEGAL_COMPANY_NAME', value: 'SAS Domaine des Coteaux' },
      { type: 'COMPANY_MOBILE', value: '06 12 34 56 78' },
    ];
    expect(fillLegalPlaceholders('{{companyName}} | {{phone}} | [{{email}}] [{{legalAgent}}]', partial)).toBe(
      'SAS Domaine des Coteaux | 06 12 34 56 78 | [] []',
    );
    expect(fillLegalPlaceholders('[{{companyName}}]', [])).toBe('[]');
  });

  it('prefers the company name and the phone when both are set, and takes the first entry of a key', () => {
    const twice = [...identity, { type: 'COMPANY_NAME', value: 'Second' }];
    expect(fillLegalPlaceholders('{{companyName}} {{phone}}', twice)).toBe('Autocars Océan 02 51 00 00 00');
  });

  it('writes numbers out and treats other values as empty', () => {
    const odd = [
      { type: 'RCS_NUMBER', value: 123456789 },
      { type: 'INTRA_COMMUNITY_VAT', value: { fr: 'FR1' } },
      { type: 'LEGAL_AGENT', value: true },
    ];
    expect(fillLegalPlaceholders('{{rcs}}/{{vat}}/{{legalAgent}}', odd)).toBe('123456789//');
  });
});
