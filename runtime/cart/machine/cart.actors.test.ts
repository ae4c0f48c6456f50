import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { createApiClient } from '../../engine/api/create-api-client.ts';
import { createCartActors } from './cart.actors.ts';
import { cartLine, cartOf } from './cart.test-utils.ts';

const ID = '0b7c2d1e-1111-4222-8333-944455556666';

function api(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  }) as typeof globalThis.fetch;
  return { client: createApiClient({ baseUrl: '/api', idSite: 88, locale: 'fr_FR', fetch }), calls };
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const run = (logic: unknown, input: unknown): Promise<unknown> => toPromise(createActor(logic as AnyActorLogic, { input }).start());

describe('cart actors', () => {
  it('adds with a multipart body (type, quantity, customizations, files) to the new cart', async () => {
    const { client, calls } = api(() => json(200, { success: true, data: { cartId: ID, cart: cartOf(ID, [cartLine()]) }, message: '' }));
    const actors = createCartActors(client, { unreachable: 'injoignable' });
    const file = new File(['png'], 'etiquette.png', { type: 'image/png' });
    const answer = await run(actors.write, {
      cartId: null,
      change: { ...{ type: 'add', idProduct: 13, idDeclination: 4, quantity: 6, productType: 'WINE', customizations: [{ idCustomization: 2, answer: 'etiquette.png' }], files: { label: file }, changeId: 1 } },
    });
    expect(answer).toMatchObject({ ok: true, cart: { id: ID } });
    expect(calls[0]?.url).toBe('/api/cart/new/product/4');
    const body = calls[0]?.init.body as FormData;
    expect([body.get('type'), body.get('quantity'), body.get('customizations')]).toEqual(['MAIN_CART', '6', '[{"idCustomization":2,"answer":"etiquette.png"}]']);
    expect((body.get('label') as File).name).toBe('etiquette.png');
  });

  it('passes on the §8 message with its field errors when the server refuses', async () => {
    const { client } = api(() => json(400, { success: false, data: { errors: { 'customization.2': 'Fichier trop lourd' } }, message: 'Certaines personnalisations ne sont pas valides' }));
    const answer = await run(createCartActors(client, { unreachable: 'injoignable' }).write, { cartId: ID, change: { ...{ type: 'add', idProduct: 13, idDeclination: 4, quantity: 6, productType: 'WINE' }, changeId: 1 } });
    expect(answer).toEqual({ ok: false, gone: true, message: 'Certaines personnalisations ne sont pas valides customization.2 : Fichier trop lourd' });
  });

  it('keeps the cart when the API does not answer, with a message a visitor understands', async () => {
    const { client } = api(() => Promise.reject(new TypeError('Failed to fetch')));
    const answer = await run(createCartActors(client, { unreachable: 'La boutique ne répond pas' }).reload, { cartId: ID });
    expect(answer).toEqual({ ok: false, gone: false, message: 'La boutique ne répond pas' });
  });

  it('changes a quantity and removes a line with the line’s ids', async () => {
    const { client, calls } = api(() => json(200, { success: true, data: cartOf(ID), message: '' }));
    const actors = createCartActors(client, { unreachable: '' });
    await run(actors.write, { cartId: ID, change: { type: 'set-quantity', changeId: 1, line: { idProduct: 13, idCartProduct: 5 }, quantity: 12 } });
    await run(actors.write, { cartId: ID, change: { type: 'remove', changeId: 2, line: { idProduct: 13, idCartProduct: 5 } } });
    expect(calls.map((call) => [call.init.method, call.url, call.init.body ?? null])).toEqual([
      ['PUT', `/api/cart/${ID}/product/13/quantity`, '{"quantity":12,"idCartProduct":5}'],
      ['DELETE', `/api/cart/${ID}/product/13/5`, null],
    ]);
  });
});
