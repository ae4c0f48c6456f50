import { screen, within } from '@testing-library/react';
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
});
