import { describe, expect, it } from 'vitest';
import type { ParametersDocument } from '../site/parameters.schema.ts';
import { checkLegalPlaceholders } from './legal-placeholders.ts';

const doc = (value: ParametersDocument['parameters'][number]['value'], type = 'LEGAL_NOTICE'): ParametersDocument => ({
  $schema: '../../schemas/json/parameters.schema.json',
  schemaVersion: 1,
  parameters: [{ type: type as 'LEGAL_NOTICE', kind: 'TEXT', label: 'x', value }],
});

describe('checkLegalPlaceholders', () => {
  it('accepts the known placeholders, spaces inside the braces allowed', () => {
    expect(checkLegalPlaceholders(doc({ fr: '<p>{{companyName}}, {{ rcs }}</p>', en: '<p>{{vat}} {{phone}}</p>' }))).toEqual([]);
  });

  it('reports an unknown placeholder with the closest known one', () => {
    const errors = checkLegalPlaceholders(doc({ fr: '<p>{{companyName}}</p>', en: '<p>{{companyNme}}</p>' }));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ pointer: '/parameters/0/value/en', hint: 'did you mean "{{companyName}}"?' });
    expect(errors[0]?.message).toMatch(/^unknown placeholder "\{\{companyNme\}\}" in LEGAL_NOTICE \(known: \{\{companyName\}\}/);
  });

  it('only looks at legal texts', () => {
    expect(checkLegalPlaceholders(doc('{{anything}}', 'COMPANY_DESCRIPTION'))).toEqual([]);
    expect(checkLegalPlaceholders(doc('{{siret}}'))[0]?.pointer).toBe('/parameters/0/value');
  });
});
