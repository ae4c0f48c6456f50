import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import { createApiClient } from '../../api/create-api-client.ts';
import { createCustomizationActors } from './customization.actors.ts';
import { png } from './customization.test-utils.ts';

const answer = (status: number, body: unknown) => vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const client = (fetch: ReturnType<typeof answer>) => createApiClient({ baseUrl: '/api', idSite: 88, locale: 'fr_FR', fetch: fetch as never });
/** The cart, for the actors that never add. */
const noCart = () => Promise.resolve({ ok: false as const, message: 'no cart here' });
const run = (logic: AnyActorLogic, input: unknown): Promise<unknown> => toPromise(createActor(logic, { input }).start());

describe('customization actors', () => {
  it('sends the file as multipart to the file check and reads the field’s refusal', async () => {
    const fetch = answer(400, { success: false, data: null, message: 'Invalide', errors: { file: 'Type de fichier non accepté (acceptés : .png)' } });
    const { checkFile } = createCustomizationActors(client(fetch), noCart);
    const outcome = await run(checkFile, { idCustomization: 4, file: png() });
    expect(outcome).toEqual({ ok: false, message: 'Type de fichier non accepté (acceptés : .png)' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/product-customization/4/file/validate');
    expect((init!.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('accepts a file the server validates', async () => {
    const { checkFile } = createCustomizationActors(client(answer(200, { success: true, data: { valid: true, name: 'logo.png', size: 1200, type: 'image/png' }, message: '' })), noCart);
    expect(await run(checkFile, { idCustomization: 4, file: png() })).toEqual({ ok: true });
  });

  it('reads the customized price in cents (the wire’s euros converted at the call), and fails with the server’s message', async () => {
    const wire = { unitPrice: 29, customizationPrice: 6.05, price: 35.05, details: [{ idCustomization: 1, costType: 'EURO', amount: 6.05, price: 6.05 }] };
    const fetch = answer(200, { success: true, data: wire, message: '' });
    const { fetchPrice } = createCustomizationActors(client(fetch), noCart);
    expect(await run(fetchPrice, { idProduct: 13, idDeclination: 1301, customizations: [{ idCustomization: 1, answer: 'Léa' }] })).toEqual({
      unitPrice: 2900, customizationPrice: 605, price: 3505, details: [{ idCustomization: 1, costType: 'EURO', amount: 6.05, price: 605 }],
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/cart/product/13/declination/1301/customize/price');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ customizations: [{ idCustomization: 1, answer: 'Léa' }] });
    const failing = createCustomizationActors(client(answer(404, { success: false, data: null, message: 'Product declination 9 does not exist' })), noCart);
    await expect(run(failing.fetchPrice, { idProduct: 13, idDeclination: 9, customizations: [] })).rejects.toThrow('Product declination 9 does not exist');
  });

  it('hands the add to the cart host', async () => {
    const cart = vi.fn(async () => ({ ok: true as const }));
    const { addToCart } = createCustomizationActors(client(answer(200, {})), cart);
    const request = { type: 'add' as const, idProduct: 13, idDeclination: 1301, quantity: 1, productType: 'OTHER' as const };
    expect(await run(addToCart, request)).toEqual({ ok: true });
    expect(cart).toHaveBeenCalledWith(request);
  });
});
