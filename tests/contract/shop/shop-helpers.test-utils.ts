import type { Harness } from '../harness.test-utils.ts';

/** Shared steps of the shop contract tests (domaine, idSite 88). */
export const DOMAINE = 88;
export const AUTOCARS = 87;
/** Saturday 21 November 2026, 10:00 in Paris: discount codes and pick-up dates depend on it. */
export const NOW = new Date('2026-11-21T09:00:00Z');

export const address = {
  firstname: 'Claire',
  lastname: 'Martin',
  firstPart: '12 quai de la Fosse',
  postalCode: '44000',
  city: 'Nantes',
  country: 'FRA',
};

export async function newCart(h: Harness, token?: string): Promise<string> {
  const res = await h.request('POST', '/cart', { site: DOMAINE, body: { type: 'MAIN_CART' }, ...(token ? { token } : {}) });
  if (res.status !== 200) throw new Error(`POST /cart failed: ${res.text}`);
  return res.json!.data.id as string;
}

export async function addLine(
  h: Harness,
  cartId: string,
  declinationId: number,
  quantity: number | string,
  options: { lang?: string; token?: string; customizations?: unknown[]; files?: File[] } = {},
) {
  const form = new FormData();
  form.set('type', 'MAIN_CART');
  form.set('quantity', String(quantity));
  if (options.customizations) form.set('customizations', JSON.stringify(options.customizations));
  for (const file of options.files ?? []) form.append('files', file);
  return h.request('POST', `/cart/${cartId}/product/${declinationId}`, {
    site: DOMAINE,
    body: form,
    ...(options.lang ? { lang: options.lang } : {}),
    ...(options.token ? { token: options.token } : {}),
  });
}

/** Adds the engraved box (declination 1301) to a new cart: a text, a choice (oak) and a logo file. */
export function addEngravedLine(h: Harness) {
  const png = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'logo.png', { type: 'image/png' });
  const customizations = [
    { idCustomization: 1, answer: 'Pour Paul' },
    { idCustomization: 2, answer: 'chene' },
    { idCustomization: 4, answer: 'logo.png' },
  ];
  return addLine(h, 'new', 1301, 1, { customizations, files: [png] });
}

export function orderBody(idCart: string, over: Record<string, unknown> = {}) {
  return {
    idCart,
    user: { phone: '06 12 34 56 78', email: 'invite@example.fr' },
    address: { delivery: address, billing: address },
    delivery: { type: 'DELIVERY', idCarrier: 1 },
    acceptTerms: true,
    legalAge: true,
    ...over,
  };
}

/** Registers and logs in a member of the domaine site; returns the token. */
export async function member(h: Harness, email: string): Promise<string> {
  const body = { email, password: 'motdepasse-solide', firstname: 'Claire', lastname: 'Martin', phone: '0612345678', birthdate: '1985-04-12', acceptTerms: true };
  const registered = await h.request('POST', '/register', { site: DOMAINE, body });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.text}`);
  const login = await h.request('POST', '/login', { site: DOMAINE, body: { email, password: body.password } });
  return login.json!.data.token as string;
}
