import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import block from './index.ts';

const { component: GoogleReviews, messages } = block;

const data = {
  reviews: [
    { id: 'r1', author: 'Camille D.', rating: 5, text: 'Chauffeur ponctuel et très aimable, car impeccable pour notre sortie scolaire au Futuroscope. Les enfants ont adoré le voyage et nous referons appel à vous sans hésiter.', language: 'fr' as const, date: '2026-05-20' },
    { id: 'r2', author: 'Paul R.', rating: 4, text: 'Very good service.', language: 'en' as const, date: '2026-04-02' },
  ],
  total: 2,
  averageRating: 4.5,
  placeUrl: 'https://maps.google.com/?cid=1',
};

describe('GoogleReviews', () => {
  it('reads the ratings as text, dates as dd/mm/yyyy, and crops long reviews at 120 characters', () => {
    renderBlock(<GoogleReviews props={{}} data={data} slots={{}} />, { messages });
    expect(screen.getByRole('img', { name: '4,5 étoiles sur 5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 étoiles sur 5' })).toBeTruthy();
    expect(screen.getByText(/4,5 sur 5, d’après 2 avis Google/)).toBeTruthy();
    expect(screen.getByText('20/05/2026')).toBeTruthy();
    const cropped = screen.getByText(/^Chauffeur ponctuel/).textContent!;
    expect(cropped.endsWith('…')).toBe(true);
    expect([...cropped].length).toBeLessThanOrEqual(121);
    expect(screen.getByText('Very good service.').closest('blockquote')!.getAttribute('lang')).toBe('en');
  });

  it('renders nothing without reviews', () => {
    const { container } = renderBlock(<GoogleReviews props={{}} data={{ ...data, reviews: [], total: 0, averageRating: null }} slots={{}} />, { messages });
    expect(container.innerHTML).toBe('');
  });
});
