import { cleanup, screen } from '@testing-library/react';
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

  it('shows the box by default, and the band and inline variants with the same title, words and button', () => {
    const props = callToActionServer.examples!.fr;
    let { container } = renderBlock(<CallToAction props={props} data={undefined} slots={{}} />);
    expect(container.querySelector('section')!.classList.contains('block-call-to-action--box')).toBe(true);
    for (const variant of ['band', 'inline'] as const) {
      cleanup();
      ({ container } = renderBlock(<CallToAction props={{ ...props, variant }} data={undefined} slots={{}} />));
      const section = screen.getByRole('region', { name: 'Un projet de voyage en groupe ?' });
      expect(section.classList.contains(`block-call-to-action--${variant}`)).toBe(true);
      expect(section.querySelector('.block-call-to-action__words p')!.textContent).toMatch(/devis détaillé/);
      expect(screen.getByRole('link', { name: 'Demander un devis' }).getAttribute('href')).toBe('/demander-un-devis');
    }
  });
});
