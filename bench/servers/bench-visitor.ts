/** Who a bench page is measured for: a first-time visitor (no cookie), a guest with a filled cart, a signed-in member. */
export type BenchVisitor = 'cart' | 'member';

/** The state a visitor carries: the `Cookie` header the server reads, and the local storage the browser part reads. */
export interface VisitorState {
  cookie: string;
  localStorage: Record<string, string>;
}

/** Six bottles of Muscadet Les Schistes 2023 (declination 101): a parcel the checkout can ship. */
const DECLINATION = 101;

async function answer<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T; message: string };
  if (!response.ok || !body.success) throw new Error(`bench visitor: ${what} answered ${response.status} ${body.message}`);
  return body.data;
}

/**
 * Makes a visitor on the wine site (idSite 88) through the API of the started server: a guest
 * cart of six bottles (`cart-id`, §9), or a member registered and signed in (`token`) with that cart.
 */
export async function benchVisitor(origin: string, visitor: BenchVisitor): Promise<VisitorState> {
  const headers = { idSite: '88', userLang: 'fr' };
  const cookies: string[] = [];
  if (visitor === 'member') {
    const email = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.fr`;
    const json = { ...headers, 'content-type': 'application/json' };
    const account = { email, password: 'Bench-member-password-1', firstname: 'Léa', lastname: 'Martin', phone: '0612345678', birthdate: '1985-04-12', acceptTerms: true };
    await answer(await fetch(`${origin}/api/register`, { method: 'POST', headers: json, body: JSON.stringify(account) }), 'POST /api/register');
    const login = await fetch(`${origin}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ email, password: account.password }) });
    await answer(login, 'POST /api/login');
    const token = login.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('token='));
    if (!token) throw new Error('bench visitor: POST /api/login set no token cookie');
    cookies.push(token);
  }
  const form = new FormData();
  form.set('type', 'MAIN_CART');
  form.set('quantity', '6');
  const cart = await answer<{ cartId: string }>(await fetch(`${origin}/api/cart/new/product/${DECLINATION}`, { method: 'POST', headers: { ...headers, ...(cookies.length ? { cookie: cookies.join('; ') } : {}) }, body: form }), 'POST /api/cart/new/product');
  cookies.push(`cart-id=${cart.cartId}`);
  return { cookie: cookies.join('; '), localStorage: { 'cart-id': cart.cartId } };
}
