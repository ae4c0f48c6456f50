import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import cardGrid from './index.ts';
import cardGridServer from './card-grid.server.ts';

const { component: CardGrid } = cardGrid;

describe('CardGrid', () => {
  it('lists every card under the section title, each title linking to its page', () => {
    renderBlock(<CardGrid props={cardGridServer.examples!.fr} data={undefined} slots={{}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nos services' })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Location de car avec chauffeur',
      'Voyages organisés',
      'Taxi conventionné',
    ]);
    expect(screen.getByRole('link', { name: 'Voyages organisés' }).getAttribute('href')).toBe('/voyages-organises');
    expect(screen.getByRole('img', { name: 'Autocar de tourisme' }).getAttribute('loading')).toBe('lazy');
  });

  it('shows a portrait picture whole in its frame and a landscape one filling it', () => {
    const cards = [
      { title: 'Verres', text: 'Par 2 ou par 6.', image: { src: '/media/shop/tasting-glass.svg', alt: 'Verre tulipe', width: 400, height: 600 } },
      { title: 'Coffret', text: 'Trois bouteilles.', image: { src: '/media/shop/box.svg', alt: 'Coffret bois', width: 800, height: 600 } },
    ];
    renderBlock(<CardGrid props={{ cards }} data={undefined} slots={{}} />);
    expect(screen.getByRole('img', { name: 'Verre tulipe' }).className).toContain('block-card-grid__image--portrait');
    expect(screen.getByRole('img', { name: 'Coffret bois' }).className).not.toContain('--portrait');
  });

  it('uses h2 card titles without a block title, and plain text without a link', () => {
    renderBlock(
      <CardGrid props={{ cards: [{ title: 'Ponctualité', text: 'Départ à l’heure.' }] }} data={undefined} slots={{}} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ponctualité' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('list').className).toContain('block-card-grid__list--3');
  });

  it('renders each variant: a grid by default, a feature with its rows counted, a list, and figures without pictures', () => {
    const props = cardGridServer.examples!.fr;
    let { container } = renderBlock(<CardGrid props={props} data={undefined} slots={{}} />);
    expect(container.querySelector('section')!.classList.contains('block-card-grid--grid')).toBe(true);
    cleanup();
      ({ container } = renderBlock(<CardGrid props={{ ...props, variant: 'feature' }} data={undefined} slots={{}} />));
    expect(container.querySelector('section')!.classList.contains('block-card-grid--feature')).toBe(true);
    expect((container.querySelector('ul') as HTMLElement).style.getPropertyValue('--feature-rows')).toBe('2');
    cleanup();
      ({ container } = renderBlock(<CardGrid props={{ ...props, variant: 'list' }} data={undefined} slots={{}} />));
    expect(container.querySelector('section')!.classList.contains('block-card-grid--list')).toBe(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const figures = { title: 'Depuis', cards: [{ title: '1919', text: 'une entreprise familiale', image: { src: '/media/fleet/coach.svg', alt: 'Autocar', width: 600, height: 400 } }, { title: '43', text: 'véhicules' }] };
    cleanup();
      ({ container } = renderBlock(<CardGrid props={{ ...figures, variant: 'numbers' }} data={undefined} slots={{}} />));
    expect(container.querySelector('section')!.classList.contains('block-card-grid--numbers')).toBe(true);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['1919', '43']);
    expect(container.querySelector('img')).toBeNull();
  });
});
