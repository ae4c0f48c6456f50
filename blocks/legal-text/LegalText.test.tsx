import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import legalText from './index.ts';
import legalTextServer from './legal-text.server.ts';

const { component: LegalText, messages } = legalText;
const parameters = [
  { type: 'COMPANY_NAME', value: 'Autocars <Océan>' },
  { type: 'RCS_NUMBER', value: 'RCS La Roche-sur-Yon 123 456 789' },
  {
    type: 'LEGAL_NOTICE',
    value:
      '<h2>Éditeur</h2><p>Le site est édité par {{companyName}}, {{rcs}}.</p>' +
      '<p><a href="/use-terms">Conditions d’utilisation</a></p>',
  },
];

describe('LegalText', () => {
  it('shows the legal text with the company placeholders filled in as text', () => {
    renderBlock(<LegalText props={{ parameter: 'LEGAL_NOTICE' }} data={undefined} slots={{}} />, {
      messages,
      parameters,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Éditeur' })).toBeTruthy();
    expect(screen.getByText('Le site est édité par Autocars <Océan>, RCS La Roche-sur-Yon 123 456 789.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conditions d’utilisation' }).getAttribute('href')).toBe('/use-terms');
  });

  it('inserts a hostile company value as visible text, and falls back to the legal company name', () => {
    const hostile = [
      { type: 'COMPANY_NAME', value: '' },
      { type: 'LEGAL_COMPANY_NAME', value: '<img src=x onerror=alert(1)> & Fils' },
      { type: 'USE_TERMS', value: '<p>Éditeur : {{companyName}}</p>' },
    ];
    const { container } = renderBlock(<LegalText props={{ parameter: 'USE_TERMS' }} data={undefined} slots={{}} />, {
      messages,
      parameters: hostile,
    });
    expect(screen.getByText('Éditeur : <img src=x onerror=alert(1)> & Fils')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('says the text is not available when the parameter is empty', () => {
    renderBlock(<LegalText props={legalTextServer.examples!.en} data={undefined} slots={{}} />, { locale: 'en', messages });
    expect(screen.getByRole('heading', { level: 2, name: 'Website publisher' })).toBeTruthy();
    expect(screen.getByText('This text is not available yet. Contact us to receive it.')).toBeTruthy();
  });
});
