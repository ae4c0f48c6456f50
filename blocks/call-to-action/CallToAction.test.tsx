import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import callToAction from './index.ts';
import callToActionServer from './call-to-action.server.ts';

const { component: CallToAction } = callToAction;

describe('CallToAction', () => {
  it('shows its title, text and a button link to the configured page', () => {
    renderBlock(<CallToAction props={callToActionServer.examples!.en} data={undefined} slots={{}} />, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'Planning a group trip?' })).toBeTruthy();
    expect(screen.getByText(/detailed quote within 24 hours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toBe('/en/demander-un-devis');
  });

  it('opens an external link as a plain anchor with rel noopener', () => {
    renderBlock(
      <CallToAction
        props={{ title: 'Avis', button: { label: 'Laisser un avis', href: 'https://g.page/r/autocars' } }}
        data={undefined}
        slots={{}}
      />,
    );
    const link = screen.getByRole('link', { name: 'Laisser un avis' });
    expect(link.getAttribute('href')).toBe('https://g.page/r/autocars');
    expect(link.getAttribute('rel')).toBe('noopener');
  });
});
