import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartChannel } from '../../runtime/cart/cart-channel.ts';
import type { CartEvent } from '../../runtime/engine/api/cart-requests.ts';
import { renderBlock } from '../../runtime/web/blocks/render-block.test-utils.tsx';
import { boxInput, png } from '../../runtime/engine/machines/customization/customization.test-utils.ts';
import type { ProductCustomizeData } from './product-customize-data.ts';
import block from './index.ts';
import type { Locale } from '../../rules/locale.ts';

const { component: ProductCustomize, messages } = block;
const { customizations, price } = boxInput();
const data: ProductCustomizeData = {
  product: { id: 13, name: 'Coffret bois gravé personnalisé', productType: 'OTHER', href: '/products/coffret-bois-grave-personnalise/13', image: null },
  declination: { id: 1301, label: '2,25 L', sellByMultipleOf: 1 },
  customizations,
  price,
};

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The API as the block calls it: the price grows by 6 € per answer, every file is accepted. */
function stubApi() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.endsWith('/file/validate')) return json({ success: true, data: { valid: true, name: 'logo.png', size: 1200, type: 'image/png' }, message: '' });
    const answers = (JSON.parse(String(init?.body)) as { customizations: unknown[] }).customizations.length;
    return json({ success: true, data: { unitPrice: 29, customizationPrice: answers * 6, price: 29 + answers * 6, details: [] }, message: '' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const render = (locale: Locale = 'fr_FR') =>
  renderBlock(<ProductCustomize props={{}} data={data} slots={{}} />, { messages, locale, siteInfo: { idSite: 88 } });

afterEach(() => vi.unstubAllGlobals());

describe('ProductCustomize', () => {
  it('shows the first step with its character count and tier price while the visitor types', () => {
    stubApi();
    render();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Coffret bois gravé personnalisé');
    expect(screen.getByRole('heading', { name: 'Étape 1 sur 5' })).toBeTruthy();
    const text = screen.getByLabelText(/Message gravé sur le couvercle/);
    fireEvent.change(text, { target: { value: 'Pour Léa' } });
    expect(screen.getByText('8 caractères')).toBeTruthy();
    expect(screen.getByText('Supplément : +6€')).toBeTruthy();
  });

  it('asks for a required answer before the next step', async () => {
    stubApi();
    render('en');
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This answer is required to go to the next step.'), { timeout: 3000 });
    expect(screen.getByRole('heading', { name: 'Step 1 of 5' })).toBeTruthy();
  });

  it('steps to the summary with a checked file, shows the live price, and adds through the cart channel', async () => {
    const fetch = stubApi();
    const requests: CartEvent[] = [];
    const host = cartChannel.connect((event, respond) => {
      requests.push(event);
      respond({ ok: true });
    });
    try {
      render();
      fireEvent.change(screen.getByLabelText(/Message gravé/), { target: { value: 'Pour Léa' } });
      fireEvent.click(screen.getByRole('button', { name: 'Étape suivante' }));
      fireEvent.click(await screen.findByRole('radio', { name: /Noyer/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Étape suivante' }));
      await screen.findByRole('heading', { name: 'Étape 3 sur 5' });
      fireEvent.click(screen.getByRole('button', { name: 'Étape suivante' }));
      const file = await screen.findByLabelText(/Logo à graver/);
      fireEvent.change(file, { target: { files: [png()] } });
      fireEvent.click(screen.getByRole('button', { name: 'Voir le récapitulatif' }));
      await screen.findByRole('heading', { name: 'Étape 5 sur 5 : récapitulatif de votre personnalisation' });
      expect(fetch.mock.calls.some(([url]) => String(url) === '/api/product-customization/4/file/validate')).toBe(true);
      expect(screen.getByText('logo.png')).toBeTruthy();
      await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Prix personnalisé : 47,00\u00a0€'), { timeout: 3000 });
      fireEvent.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
      await screen.findByRole('heading', { name: 'C’est dans votre panier' });
      expect(requests[0]).toMatchObject({ type: 'add', idProduct: 13, idDeclination: 1301, quantity: 1, productType: 'OTHER' });
      expect(Object.keys((requests[0] as { files: Record<string, File> }).files)).toEqual(['logo.png']);
    } finally {
      host.disconnect();
    }
  });
});
