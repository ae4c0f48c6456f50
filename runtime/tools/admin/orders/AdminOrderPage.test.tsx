import { within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from './admin-order-detail.ts';
import { AdminOrderPage } from './AdminOrderPage.tsx';
import { PackingSlipPage } from './PackingSlipPage.tsx';

const VERSION = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const address = { firstname: 'Léa', lastname: 'Roux', firstPart: '12 quai de la Fosse', secondPart: null, postalCode: '44000', city: 'Nantes', country: 'FRA' };
const base: AdminOrderDetail = {
  id: 7, reference: '88-20261121-ABCDEF', createdAt: '2026-11-21T09:00:00.000Z', status: { code: 'PREPARING', value: 'En préparation' },
  subtotal: 5135, discount: 0, shippingFees: 990, total: 6125,
  deliveryType: { code: 'PICKUP', value: 'Point relais' },
  customer: { guest: true, name: 'Léa Roux', email: 'lea.roux@example.fr', phone: '06 11 22 33 44' },
  carrier: { id: 2, name: 'Mondial Relay', serviceCode: 'MONDIAL_RELAY_24R' },
  relayPoint: { name: 'Tabac de la Fosse', address: '3 rue Kervégan, 44000 Nantes' },
  pickup: null,
  addresses: { delivery: address, billing: address },
  message: 'Sonner deux fois',
  products: [{ id: 31, name: 'Coffret gravé', reference: 'COF-GRAV', quantity: 1, total: 5135 }],
  customizations: { 31: [
    { label: 'Texte gravé', display: 'Pour Paul', fileId: null },
    { label: 'Essence du bois', display: 'Chêne', fileId: null },
    { label: 'Votre logo', display: 'logo.png', fileId: '0b8e2c0e-1111-4222-8333-944444444444' },
  ] },
  history: [{ code: 'PENDING_PAYMENT', value: 'En attente de paiement', createdAt: '2026-11-21T09:00:00.000Z' }],
  nextStatuses: [{ code: 'SHIPPED', value: 'Expédiée' }],
  tracking: { trackingNumber: null, url: null },
  refunds: [],
  refund: { paid: 0, provider: null, left: 0, cancelled: false, returns: [] },
  returns: [],
  consents: { termsAcceptedAt: '2026-11-29T09:42:00.000Z', termsVersion: VERSION, legalAgeConfirmedAt: '2026-11-29T09:42:05.000Z' },
};

afterEach(() => document.body.replaceChildren());
/** The server-rendered page's body, placed in the test document so queries by role and label work. */
const dom = (element: ReactElement) => {
  const holder = document.createElement('div');
  holder.innerHTML = new DOMParser().parseFromString(renderToString(element), 'text/html').body.innerHTML;
  document.body.append(holder);
  return within(holder);
};

describe('the admin order page', () => {
  it('shows a guest’s name, e-mail and phone, the relay point, the carrier and each answer in words (fr)', () => {
    const page = dom(<AdminOrderPage lang="fr_FR" siteName="Domaine" order={base} notice={null} error={null} />);
    const customer = within(page.getByRole('region', { name: 'Client' }));
    expect(customer.getByText('Commande sans compte (invité)')).toBeTruthy();
    expect(customer.getByText('Léa Roux')).toBeTruthy();
    expect(customer.getByRole('link', { name: 'lea.roux@example.fr' }).getAttribute('href')).toBe('mailto:lea.roux@example.fr');
    expect(customer.getByRole('link', { name: '06 11 22 33 44' }).getAttribute('href')).toBe('tel:0611223344');
    const delivery = within(page.getByRole('region', { name: 'Livraison' }));
    expect(delivery.getByText('Point relais', { selector: 'dd' }).getAttribute('data-delivery-type')).toBe('PICKUP');
    expect(delivery.getByText('Mondial Relay')).toBeTruthy();
    expect(delivery.getByText(/Tabac de la Fosse/).textContent).toContain('3 rue Kervégan, 44000 Nantes');
    expect(delivery.getByText(/12 quai de la Fosse/)).toBeTruthy();
    expect(delivery.getByText('Sonner deux fois')).toBeTruthy();
    const lines = within(page.getByRole('region', { name: 'Produits' }));
    expect(lines.getByText('Pour Paul')).toBeTruthy();
    expect(lines.getByText('Chêne')).toBeTruthy();
    expect(lines.getByRole('link', { name: /logo\.png/ }).getAttribute('href')).toBe('/admin/orders/7/file/0b8e2c0e-1111-4222-8333-944444444444');
    expect(lines.getByRole('link', { name: /logo\.png/ }).querySelector('img')?.getAttribute('src')).toBe('/admin/orders/7/file/0b8e2c0e-1111-4222-8333-944444444444');
    expect(lines.getByText('61,25 €')).toBeTruthy();
    expect(page.queryByText('PICKUP')).toBeNull();
  });

  it('labels the tracking field the same way as the tracking line, and links to the packing slip (en)', () => {
    const page = dom(<AdminOrderPage lang="en" siteName="Domaine" order={{ ...base, deliveryType: { code: 'DELIVERY', value: 'Home delivery' }, relayPoint: null }} notice={null} error={null} />);
    expect(page.getByLabelText('Tracking number (or the carrier’s link)')).toBeTruthy();
    expect(page.getByText('Parcel tracking')).toBeTruthy();
    expect(page.getByText('No tracking number yet.')).toBeTruthy();
    expect(page.getByText('Home delivery')).toBeTruthy();
    expect(page.getByRole('link', { name: 'Packing slip' }).getAttribute('href')).toBe('/en/admin/orders/7/packing-slip');
  });

  it('writes a discount as “− 7,04 €” with no-break spaces, so it never wraps apart (issue 36, item 8)', () => {
    const page = dom(<AdminOrderPage lang="fr_FR" siteName="Domaine" order={{ ...base, discount: 704, total: 5421 }} notice={null} error={null} />);
    const cells = [...document.querySelectorAll('tfoot td')].map((cell) => cell.textContent);
    expect(cells).toContain('−\u00a07,04\u00a0€');
  });

  it('shows a click-and-collect slot in words', () => {
    const collect = { ...base, deliveryType: { code: 'CLICK_AND_COLLECT', value: 'Click and collect (pickup at the shop)' }, carrier: null, relayPoint: null, addresses: { delivery: null, billing: address },
      pickup: { date: '2026-11-24', opens: '09:00', closes: '12:30', place: { name: 'Le chai', address: '1 route des Vignes, 44330 Vallet' } } };
    const page = dom(<AdminOrderPage lang="en" siteName="Domaine" order={collect} notice={null} error={null} />);
    expect(page.getByText(/Tuesday, November 24, 2026, from 09:00 to 12:30/).textContent).toContain('Le chai, 1 route des Vignes, 44330 Vallet');
  });
});

describe('the order page’s refunds (issue #25)', () => {
  const received = { id: 4, status: { code: 'RECEIVED', value: 'Produits reçus' }, createdAt: '2026-11-25T09:00:00.000Z' };

  it('offers a cancelled paid order’s refund whole, sent only with its confirmation box ticked (fr)', () => {
    const cancelled = { ...base, status: { code: 'CANCELLED', value: 'Annulée' }, refund: { paid: 6125, provider: 'stripe', left: 6125, cancelled: true, returns: [] } };
    const page = dom(<AdminOrderPage lang="fr_FR" siteName="Domaine" order={cancelled} notice={null} error="Le prestataire de paiement a refusé le remboursement : carte expirée" />);
    const refunds = within(page.getByRole('region', { name: 'Remboursements' }));
    expect(refunds.getByText('Aucun remboursement.')).toBeTruthy();
    const button = refunds.getByRole('button', { name: /^Rembourser 61,25\s€$/ });
    const form = button.closest('form')!;
    expect(form.getAttribute('action')).toBe('/admin/orders/7/refund');
    expect((form.querySelector('input[name="reason"]') as HTMLInputElement).value).toBe('CANCELLED');
    const confirm = refunds.getByRole('checkbox', { name: /Je confirme rembourser ce montant/ }) as HTMLInputElement;
    expect(confirm.required).toBe(true);
    expect(form.contains(confirm)).toBe(true);
    expect(page.getByRole('alert').textContent).toBe('Le prestataire de paiement a refusé le remboursement : carte expirée');
  });

  it('offers each received return in full or in part, and lists the refunds made (en)', () => {
    const returned = {
      ...base,
      refunds: [{ id: 1, amount: 980, reason: 'RETURN' as const, createdAt: '2026-11-26T10:00:00.000Z' }],
      refund: { paid: 6125, provider: 'cawl', left: 5145, cancelled: false, returns: [
        { ...received, id: 3, amount: 980, refunded: true },
        { ...received, status: { code: 'RECEIVED', value: 'Products received' }, amount: 1960, refunded: false },
      ] },
    };
    const page = dom(<AdminOrderPage lang="en" siteName="Domaine" order={returned} notice="The refund is made; the customer was told by e-mail." error={null} />);
    const refunds = within(page.getByRole('region', { name: 'Refunds' }));
    expect(refunds.getByText(/€9\.80 — Return/)).toBeTruthy();
    expect(refunds.getByText('€51.45')).toBeTruthy();
    expect(refunds.getAllByRole('button', { name: 'Refund' })).toHaveLength(1);
    expect(refunds.getByText('Return no. 4 (Products received), products worth €19.60')).toBeTruthy();
    const amount = refunds.getByRole('spinbutton', { name: 'Amount to refund (€)' }) as HTMLInputElement;
    expect([amount.value, amount.max, amount.step]).toEqual(['19.60', '19.6', '0.01']);
    expect(amount.getAttribute('aria-describedby')).toBe('return-4-hint');
    expect(refunds.getByText('At most €19.60; less for a partial refund.')).toBeTruthy();
    expect(refunds.getByRole('checkbox', { name: /I confirm refunding/ })).toBeTruthy();
    expect(page.getByRole('status').textContent).toBe('The refund is made; the customer was told by e-mail.');
  });

  it('disables a return’s refund until the return is received, saying why, and offers to mark it received (fr, issue 32)', () => {
    const asked = {
      ...base,
      refund: { paid: 6125, provider: 'stripe', left: 6125, cancelled: false, returns: [{ ...received, status: { code: 'ASKED', value: 'Retour demandé' }, amount: 1960, refunded: false }] },
      returns: [{ id: 4, status: { code: 'ASKED', value: 'Retour demandé' }, createdAt: '2026-11-25T09:00:00.000Z', updatedAt: '2026-11-25T09:00:00.000Z', reason: 'CORKED: goût de bouchon',
        instructions: null, label: null, refusal: null,
        products: [{ name: 'Coffret gravé', quantity: 1 }], moves: [{ code: 'LABEL_SENT', value: 'Étiquette de retour envoyée' }, { code: 'RECEIVED', value: 'Produits reçus' }, { code: 'REFUSED', value: 'Retour refusé' }] }],
    };
    const page = dom(<AdminOrderPage lang="fr_FR" siteName="Domaine" order={asked} notice={null} error={null} />);
    const refunds = within(page.getByRole('region', { name: 'Remboursements' }));
    const button = refunds.getByRole('button', { name: 'Rembourser' }) as HTMLButtonElement;
    expect(button.closest('fieldset')?.disabled).toBe(true);
    expect((refunds.getByRole('spinbutton', { name: 'Montant à rembourser (€)' }).closest('fieldset') as HTMLFieldSetElement).disabled).toBe(true);
    expect(refunds.getByText('Remboursable une fois le retour reçu')).toBeTruthy();
    const returns = within(page.getByRole('region', { name: 'Retours' }));
    expect(returns.getByRole('heading', { name: 'Retour n° 4 — Retour demandé' })).toBeTruthy();
    expect(returns.getByText('1 × Coffret gravé')).toBeTruthy();
    const mark = returns.getByRole('button', { name: 'Marquer comme reçu' }).closest('form')!;
    expect(mark.getAttribute('action')).toBe('/admin/orders/7/returns/4');
    expect((mark.querySelector('input[name="status"]') as HTMLInputElement).value).toBe('RECEIVED');
    // The label step posts instructions and/or a PDF or PNG file; a refusal needs its reason.
    const label = returns.getByRole('button', { name: 'Envoyer l’étiquette au client' }).closest('form')!;
    expect([label.getAttribute('action'), label.getAttribute('enctype')]).toEqual(['/admin/orders/7/returns/4/label', 'multipart/form-data']);
    expect(returns.getByLabelText('Étiquette (PDF ou PNG, 2 Mo au plus)').getAttribute('accept')).toBe('.pdf,.png,application/pdf,image/png');
    expect(label.contains(returns.getByLabelText('Instructions au client'))).toBe(true);
    expect((returns.getByLabelText('Motif du refus') as HTMLTextAreaElement).required).toBe(true);
    // Received, the same refund goes.
    const receivedPage = dom(<AdminOrderPage lang="fr_FR" siteName="Domaine" order={{ ...asked, refund: { ...asked.refund, returns: [{ ...received, amount: 1960, refunded: false }] } }} notice={null} error={null} />);
    const enabled = within(receivedPage.getAllByRole('region', { name: 'Remboursements' }).at(-1)!);
    expect((enabled.getByRole('button', { name: 'Rembourser' }).closest('fieldset') as HTMLFieldSetElement).disabled).toBe(false);
    expect(enabled.queryByText('Remboursable une fois le retour reçu')).toBeNull();
  });

  it('says when there is nothing to refund', () => {
    expect(dom(<AdminOrderPage lang="en" siteName="Domaine" order={base} notice={null} error={null} />).getByText('This order was not paid by card: nothing to refund.')).toBeTruthy();
    const paid = { ...base, refund: { paid: 6125, provider: 'stripe', left: 6125, cancelled: false, returns: [] } };
    const page = dom(<AdminOrderPage lang="en" siteName="Domaine" order={paid} notice={null} error={null} />);
    expect(page.getByText(/Nothing to refund yet/)).toBeTruthy();
    expect(page.queryByRole('button', { name: /Refund/ })).toBeNull();
  });
});

describe('the order page’s consents (issue 36, item 6)', () => {
  const none = { ...base, consents: { termsAcceptedAt: null, termsVersion: null, legalAgeConfirmedAt: null } };
  const consents = (page: ReturnType<typeof dom>, name: string) => within(page.getByRole('region', { name }));
  const described = (region: ReturnType<typeof consents>, term: string) => region.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

  it('says when the terms of sale were accepted, which version, and when the legal age was certified, in Paris time (fr)', () => {
    const region = consents(dom(<AdminOrderPage lang="fr_FR" siteName="Domaine" order={base} notice={null} error={null} />), 'Consentements');
    const terms = described(region, 'Conditions générales de vente');
    expect(terms.textContent).toBe('Acceptées le 29 nov. 2026, 10:42\u00a0· version a1b2c3d4');
    expect(terms.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-29T09:42:00.000Z');
    expect(region.getByText('version a1b2c3d4').getAttribute('title')).toBe(`empreinte SHA-256 du texte accepté : ${VERSION}`);
    expect(described(region, 'Âge légal').textContent).toBe('Certifié le 29 nov. 2026, 10:42');
    expect(region.queryByText(/\{|\}|null/)).toBeNull();
  });

  it('says the same in English', () => {
    const region = consents(dom(<AdminOrderPage lang="en" siteName="Domaine" order={base} notice={null} error={null} />), 'Consents');
    expect(described(region, 'Terms of sale').textContent).toBe('Accepted on 29 Nov 2026, 10:42\u00a0· version a1b2c3d4');
    expect(region.getByText('version a1b2c3d4').getAttribute('title')).toBe(`SHA-256 fingerprint of the accepted text: ${VERSION}`);
    expect(described(region, 'Legal age').textContent).toBe('Certified on 29 Nov 2026, 10:42');
  });

  it('says an earlier order recorded nothing, and why a legal age may be missing (fr)', () => {
    const region = consents(dom(<AdminOrderPage lang="fr_FR" siteName="Domaine" order={none} notice={null} error={null} />), 'Consentements');
    expect(described(region, 'Conditions générales de vente').textContent).toBe('Non enregistré (commande antérieure)');
    expect(described(region, 'Âge légal').textContent).toBe('Confirmé lors d’une commande précédente ou sans objet (commande sans alcool)');
    expect(region.queryByText(/version/)).toBeNull();
  });

  it('says the same in English, and a recorded order without a legal age keeps its terms', () => {
    const region = consents(dom(<AdminOrderPage lang="en" siteName="Domaine" order={none} notice={null} error={null} />), 'Consents');
    expect(described(region, 'Terms of sale').textContent).toBe('Not recorded (earlier order)');
    expect(described(region, 'Legal age').textContent).toBe('Confirmed on an earlier order, or not needed (order without alcohol)');
    const second = consents(dom(<AdminOrderPage lang="en" siteName="Domaine" order={{ ...base, consents: { ...base.consents, legalAgeConfirmedAt: null } }} notice={null} error={null} />), 'Consents');
    expect(described(second, 'Terms of sale').textContent).toBe('Accepted on 29 Nov 2026, 10:42\u00a0· version a1b2c3d4');
    expect(described(second, 'Legal age').textContent).toBe('Confirmed on an earlier order, or not needed (order without alcohol)');
  });
});

describe('the packing slip', () => {
  it('lists what to pack with the personalisation, without prices', () => {
    const slip = dom(<PackingSlipPage lang="fr_FR" siteName="Domaine" order={base} />);
    expect(slip.getByRole('heading', { level: 1 }).textContent).toBe('Bon de préparation — commande 88-20261121-ABCDEF');
    expect(slip.getByText('Pour Paul')).toBeTruthy();
    expect(slip.getByText('Tabac de la Fosse', { exact: false })).toBeTruthy();
    expect(slip.queryByText(/€/)).toBeNull();
    expect(slip.queryByRole('region', { name: 'Consentements' })).toBeNull();
  });
});
