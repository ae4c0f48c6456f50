import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import contactDetails from './index.ts';
import contactDetailsServer from './contact-details.server.ts';

const { component: ContactDetails, messages } = contactDetails;
const parameters = [
  { type: 'COMPANY_NAME', value: 'Autocars Océan' },
  { type: 'HEAD_OFFICE', value: '12 rue des Sables, 85000 La Roche-sur-Yon' },
  { type: 'COMPANY_PHONE', value: '02 51 00 00 00' },
  { type: 'COMPANY_MOBILE', value: '' },
  { type: 'COMPANY_EMAIL', value: 'contact@autocars-ocean.fr' },
];

describe('ContactDetails', () => {
  it('shows the company name, address, and callable and mailable links', () => {
    renderBlock(<ContactDetails props={{}} data={undefined} slots={{}} />, { messages, parameters });
    expect(screen.getByRole('heading', { level: 2, name: 'Nos coordonnées' })).toBeTruthy();
    expect(screen.getByText('Autocars Océan')).toBeTruthy();
    expect(screen.getByText(/12 rue des Sables/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '02 51 00 00 00' }).getAttribute('href')).toBe('tel:0251000000');
    expect(screen.getByRole('link', { name: 'contact@autocars-ocean.fr' }).getAttribute('href')).toBe(
      'mailto:contact@autocars-ocean.fr',
    );
    expect(screen.queryByText('Portable')).toBeNull();
  });

  it('uses the configured title, in English', () => {
    renderBlock(<ContactDetails props={contactDetailsServer.examples!.en} data={undefined} slots={{}} />, {
      locale: 'en',
      messages,
      parameters,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'How to reach us' })).toBeTruthy();
    expect(screen.getByText('Phone')).toBeTruthy();
  });

  it('says so when no identity is configured', () => {
    renderBlock(<ContactDetails props={{}} data={undefined} slots={{}} />, { locale: 'en', messages });
    expect(screen.getByText('The company’s contact details have not been entered yet.')).toBeTruthy();
  });
});
