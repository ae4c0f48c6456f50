import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockSection } from './BlockSection.tsx';

afterEach(cleanup);

describe('BlockSection', () => {
  it('names the section after its h2 title and shows the intro before the content', () => {
    const { container } = render(
      <BlockSection type="rich-text" title="Nos services" intro="Depuis 1985.">
        <p>Contenu</p>
      </BlockSection>,
    );
    const region = screen.getByRole('region', { name: 'Nos services' });
    expect(region.className).toBe('block block-rich-text');
    expect(screen.getByRole('heading', { level: 2 }).className).toBe('block__title');
    expect([...container.querySelectorAll('section > *')].map((child) => child.textContent)).toEqual(['Nos services', 'Depuis 1985.', 'Contenu']);
    expect(screen.getByText('Depuis 1985.').className).toBe('block__intro');
  });

  it('has neither heading, name nor intro paragraph when they are absent or empty', () => {
    const { container } = render(
      <BlockSection type="gallery" title="" intro="">
        <ul />
      </BlockSection>,
    );
    const section = container.querySelector('section')!;
    expect(section.hasAttribute('aria-labelledby')).toBe(false);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(section.innerHTML).toBe('<ul></ul>');
  });

  it('adds the extra classes after the block classes', () => {
    const { container } = render(<BlockSection type="image-text" className="block-image-text--image-left" />);
    expect(container.querySelector('section')!.className).toBe('block block-image-text block-image-text--image-left');
  });
});
