import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import block from './index.ts';
import type { OrderView } from './checkout-data.ts';
import { OrderNextSteps } from './OrderNextSteps.tsx';

const base: OrderView = {
  id: 7, reference: '88-20261121-ABCDEF', status: { code: 'PAID', value: 'Payée' }, deliveryType: 'DELIVERY',
  subtotal: 58.8, discount: 0, shippingFees: 9.9, total: 68.7, carrier: { name: 'Colissimo Domicile' }, accessPoint: null, dateSchedule: null, pickup: null,
  products: [{ id: 1, name: 'Muscadet Les Schistes 2023', quantity: 6, total: 58.8 }],
  addresses: { delivery: { firstname: 'Léa', lastname: 'Martin', firstPart: '3 rue des Vignes', postalCode: '44000', city: 'Nantes' } },
  email: 'lea.martin@exemple.fr', guest: true,
};
const collect: OrderView = {
  ...base, guest: false, deliveryType: 'CLICK_AND_COLLECT', carrier: null, addresses: { delivery: null }, dateSchedule: '2026-12-01',
  pickup: { date: '2026-12-01', opens: '14:00', closes: '18:30', place: { name: 'Chai du Domaine des Trois Terroirs', address: '12 route de la Sèvre, La Févrie, 44330 Vallet' } },
};
const steps = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);

describe('the result page’s next steps (issue 38, item 5)', () => {
  it('tells a paying guest where the mail went, who delivers where, and offers an account with that address', () => {
    renderBlock(<OrderNextSteps order={base} state="paid" />, { messages: block.messages });
    expect(screen.getByRole('heading', { name: 'Et maintenant ?' })).toBeTruthy();
    expect(steps()).toEqual([
      'Un e-mail de confirmation a été envoyé à lea.martin@exemple.fr.',
      'Nous préparons votre colis ; Colissimo Domicile le livre au 3 rue des Vignes, 44000 Nantes. Le lien de suivi vous arrive par e-mail à son départ.',
      'Créez un compte avec lea.martin@exemple.fr pour suivre vos prochaines commandes.Créer mon compte',
    ]);
    expect(screen.getByRole('link', { name: 'Créer mon compte' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('link', { name: 'Voir ma commande' })).toBeNull();
  });

  it('tells a member collecting at the estate where and when, and links the order in the account (English)', () => {
    renderBlock(<OrderNextSteps order={collect} state="paid" />, { locale: 'en', messages: block.messages });
    expect(steps()).toEqual([
      'A confirmation e-mail has been sent to lea.martin@exemple.fr.',
      'We are preparing your order; an e-mail tells you when it is ready. Collection: Chai du Domaine des Trois Terroirs, 12 route de la Sèvre, La Févrie, 44330 Vallet, Tuesday, December 1, 14:00–18:30.',
      'Follow order 88-20261121-ABCDEF in your account.See my order',
    ]);
    expect(screen.getByRole('link', { name: 'See my order' }).getAttribute('href')).toBe('/en/account/orders/7');
    expect(screen.queryByRole('link', { name: 'Create my account' })).toBeNull();
  });

  it('names the relay point of a relay order', () => {
    const relay: OrderView = { ...base, deliveryType: 'PICKUP', carrier: { name: 'Mondial Relay' }, accessPoint: { name: 'Tabac de la Place', addLine1: '2 place du Commerce', zipCode: '44000', city: 'Nantes' } };
    renderBlock(<OrderNextSteps order={relay} state="paid" />, { messages: block.messages });
    expect(steps()[1]).toBe('Nous préparons votre colis ; Mondial Relay le livre au point relais Tabac de la Place, 2 place du Commerce, 44000 Nantes. Le lien de suivi vous arrive par e-mail à son départ.');
  });

  it('while the payment is confirmed, says the mail goes once it is; not paid, that the order is kept', () => {
    const view = renderBlock(<OrderNextSteps order={base} state="pending" />, { messages: block.messages });
    expect(steps()[0]).toBe('Dès que le paiement est confirmé, un e-mail de confirmation part à lea.martin@exemple.fr.');
    view.unmount();
    renderBlock(<OrderNextSteps order={{ ...base, guest: false }} state="unpaid" />, { locale: 'en', messages: block.messages });
    expect(steps()).toEqual(['Your order 88-20261121-ABCDEF is kept: you can pay it again, nothing was charged.', 'Follow order 88-20261121-ABCDEF in your account.See my order']);
  });
});
