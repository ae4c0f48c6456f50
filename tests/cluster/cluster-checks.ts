import type pg from 'pg';
import { call, cookiesOf, waitUntil, type Answer } from './http.ts';
import type { Started } from './cluster-processes.ts';
import type { ReceivedMail } from '../contract/mail/smtp-sink.test-utils.ts';

/** What the checks reach: the balancer, each instance, the database, the SMTP sink. */
export interface Cluster {
  lb: number;
  instances: { name: string; port: number; process: Started }[];
  sql: pg.Client;
  mails: ReceivedMail[];
  admin: { email: string; password: string };
  /** Publishes the configuration copy after `edit`; answers the new version. */
  publish(edit: () => void): Promise<string>;
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Consecutive answers came from different instances. */
function hopped(answers: readonly Answer[], what: string): string {
  const by = answers.map((answer) => answer.servedBy);
  for (let n = 1; n < by.length; n += 1) assert(by[n] && by[n] !== by[n - 1], `${what}: steps ${n} and ${n + 1} both on "${by[n]}" (${by.join(' → ')})`);
  return by.join(' → ');
}

const ok = (answer: Answer, what: string, status = 200) => {
  assert(answer.status === status, `${what}: HTTP ${answer.status} (expected ${status}) ${answer.text().slice(0, 300)}`);
  return answer;
};

const form = (fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
};

const address = { firstname: 'Claire', lastname: 'Martin', firstPart: '12 quai de la Fosse', postalCode: '44000', city: 'Nantes', country: 'FRA' };
export const orderBody = (idCart: string, email = 'invite@example.fr') => ({
  idCart, user: { phone: '06 12 34 56 78', email }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true,
});
const SITE = { idSite: '88' };

/** A guest cart of `quantity` bottles of a declination; its id. */
export async function newCart(c: Cluster, declination: number, quantity: number): Promise<{ cartId: string; answer: Answer }> {
  const answer = ok(await call(c.lb, `/api/cart/new/product/${declination}`, { method: 'POST', headers: SITE, body: form({ type: 'MAIN_CART', quantity: String(quantity) }) }), 'cart');
  return { cartId: answer.json().data.cartId as string, answer };
}

function findProduct(value: unknown, declination: number): number | undefined {
  if (Array.isArray(value)) return value.map((item) => findProduct(item, declination)).find((id) => id !== undefined);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.idDeclination === declination && typeof record.idProduct === 'number') return record.idProduct;
    return Object.values(record).map((item) => findProduct(item, declination)).find((id) => id !== undefined);
  }
  return undefined;
}

/** Cart, address, shipping, payment, success: each step on the next instance. */
export async function guestJourney(c: Cluster): Promise<string> {
  const { cartId, answer: cart } = await newCart(c, 101, 6);
  const cookie = { cookie: `cart-id=${cartId}; vitrine-consent=denied.${Date.now()}` };
  const addressPage = ok(await call(c.lb, '/cart/address', { headers: cookie }), 'address page');
  const idProduct = findProduct(cart.json(), 101) ?? 1;
  const shipping = ok(await call(c.lb, '/api/calculate/shipping-fees', { method: 'POST', headers: SITE, body: { products: [{ idProduct, idDeclination: 101, quantity: 6 }], postalCode: '44330', country: 'FRA' } }), 'shipping fees');
  const shippingPage = ok(await call(c.lb, '/cart/shipping', { headers: cookie }), 'shipping page');
  const validated = ok(await call(c.lb, '/api/order/validate', { method: 'POST', headers: SITE, body: { idCart: cartId, deliveryType: 'DELIVERY' } }), 'order validate');
  const order = ok(await call(c.lb, '/api/order', { method: 'POST', headers: SITE, body: orderBody(cartId, 'parcours@example.fr') }), 'order', 201);
  const id = order.json().data.id as number;
  const paymentPage = ok(await call(c.lb, '/cart/payment', { headers: cookie }), 'payment page');
  const started = ok(await call(c.lb, `/api/payment/start/${id}`, { method: 'POST', headers: SITE, body: { cart: cartId, returnPath: `/order/cawl/result/${id}?cart=${cartId}`, cancelPath: `/order/cancel?order=${id}&cart=${cartId}` } }), 'payment start');
  // The provider's page: follow the address given (it may carry a signed token rather than the cart id).
  const redirect = started.json().data.redirectUrl as string;
  const providerPath = redirect.startsWith('/') ? `/api${redirect}` : new URL(redirect).pathname + new URL(redirect).search;
  const provider = ok(await call(c.lb, providerPath), 'provider page');
  const paid = ok(await call(c.lb, providerPath, { method: 'POST', body: form({ intent: 'pay', cardNumber: '4242 4242 4242 4242', expiry: '12/29', cvc: '123' }) }), 'pay', 303);
  const location = String(paid.headers.location ?? '');
  const successPath = location.startsWith('/') ? location : new URL(location).pathname + new URL(location).search;
  // The return address settles the payment and sends the visitor on to the success page.
  const landing = [await call(c.lb, successPath, { headers: cookie })];
  while (landing.length < 4 && [301, 302, 303].includes(landing.at(-1)!.status)) {
    const next = String(landing.at(-1)!.headers.location ?? '');
    landing.push(await call(c.lb, next.startsWith('/') ? next : new URL(next).pathname + new URL(next).search, { headers: cookie }));
  }
  const success = ok(landing.at(-1)!, 'success page');
  const result = ok(await call(c.lb, `/api/order/cawl/result/${id}?cart=${encodeURIComponent(cartId)}`, { headers: SITE }), 'order result');
  assert(result.json().data.paid === true, `order ${id} not paid: ${result.text().slice(0, 300)}`);
  return hopped([cart, addressPage, shipping, shippingPage, validated, order, paymentPage, started, provider, paid, ...landing, result], 'guest journey');
}

/** Logs in; answers the token and the cookies. */
export async function login(c: Cluster, idSite: string, email = c.admin.email, password = c.admin.password): Promise<{ token: string; cookie: string; answer: Answer }> {
  const answer = ok(await call(c.lb, '/api/login', { method: 'POST', headers: { idSite }, body: { email, password } }), 'login');
  return { token: answer.json().data.token as string, cookie: cookiesOf(answer), answer };
}

/** A form file uploaded through one instance, read back byte for byte through the two others. */
export async function uploadRoundTrip(c: Cluster): Promise<string> {
  const { token } = await login(c, '87');
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 200_000 }, (_, n) => (n * 7919) % 256))]);
  const answers = { name: 'Léa Martin', email: 'lea.martin@example.fr', phone: '06 12 34 56 78', position: 'driver', message: 'Permis D, FIMO à jour.' };
  const sent = ok(await call(c.lb, '/api/forms/unsolicited-application/submit', {
    method: 'POST', headers: { idSite: '87' }, body: form({ answers: JSON.stringify(answers), cv: new File([bytes], 'cv.pdf', { type: 'application/pdf' }) }),
  }), 'form submit', 201);
  const fileId = sent.json().data.files[0].id as string;
  const reads: Answer[] = [];
  for (let n = 0; n < 2; n += 1) {
    const read = ok(await call(c.lb, `/api/forms/file/download/${fileId}`, { headers: { idSite: '87', authorization: `Bearer ${token}` } }), `download ${n + 1}`);
    assert(read.body.equals(bytes), `download through ${read.servedBy}: ${read.body.length} bytes differ from the ${bytes.length} uploaded`);
    reads.push(read);
  }
  assert(new Set([sent.servedBy, ...reads.map((read) => read.servedBy)]).size === 3, `upload and reads not on three instances: ${[sent, ...reads].map((a) => a.servedBy).join(', ')}`);
  return hopped([sent, ...reads], 'upload');
}

/** A session opened on one instance is valid on the others, and closed on all after logout. */
export async function sessionEverywhere(c: Cluster): Promise<string> {
  const { token, answer } = await login(c, '88');
  const auth = { idSite: '88', authorization: `Bearer ${token}` };
  const during: Answer[] = [];
  for (let n = 0; n < 2; n += 1) {
    const logged = ok(await call(c.lb, '/api/logged', { headers: auth }), 'logged');
    assert(logged.json().data.logged === true, `session from ${answer.servedBy} unknown on ${logged.servedBy}`);
    during.push(logged);
  }
  const out = ok(await call(c.lb, '/api/logout', { method: 'POST', headers: auth }), 'logout');
  const after: Answer[] = [];
  for (let n = 0; n < 3; n += 1) {
    const logged = ok(await call(c.lb, '/api/logged', { headers: auth }), 'logged after logout');
    assert(logged.json().data.logged === false, `session still valid on ${logged.servedBy} after logout on ${out.servedBy}`);
    after.push(logged);
  }
  assert(new Set(after.map((a) => a.servedBy)).size === 3, `revocation seen on ${after.map((a) => a.servedBy).join(', ')} only`);
  return hopped([answer, ...during, out, ...after], 'session');
}

/** 60 orders of three bottles (a parcel's least) at once against a stock of 18. */
export async function stockRace(c: Cluster, declination: number, stock: number): Promise<string> {
  const carts: string[] = [];
  for (let n = 0; n < 60; n += 1) carts.push((await newCart(c, declination, 3)).cartId);
  const answers = await Promise.all(carts.map((cartId, n) => call(c.lb, '/api/order', { method: 'POST', headers: SITE, body: orderBody(cartId, `course${n}@example.fr`), timeoutMs: 60_000 })));
  const errors = answers.filter((answer) => answer.status >= 500);
  assert(errors.length === 0, `${errors.length} answers 5xx: ${errors.slice(0, 3).map((a) => `${a.status} ${a.text().slice(0, 120)}`).join(' | ')}`);
  const sold = await c.sql.query<{ sold: string }>(
    'select coalesce(sum(l."quantity"), 0) as sold from "orderLines" l join "orders" o on o."id" = l."orderId" where l."idDeclination" = $1 and o."cartId" = any($2)',
    [declination, carts],
  );
  const bottles = Number(sold.rows[0]!.sold);
  const accepted = answers.filter((answer) => answer.status < 300).length;
  const refusals = [...new Set(answers.filter((answer) => answer.status >= 300).map((answer) => `${answer.status} ${answer.json().message}`))].join(' | ');
  assert(bottles <= stock, `${bottles} bottles sold for a stock of ${stock} (${accepted} orders accepted)`);
  assert(accepted > 0, `no order accepted: ${refusals}`);
  return `${accepted} orders accepted, ${bottles} bottles sold of ${stock}, ${answers.length - accepted} refused (${refusals}), no 5xx`;
}

/** Wrong passwords for one account from one client: the 6th is refused whichever instance gets it. */
export async function loginThrottle(c: Cluster): Promise<string> {
  const email = `personne-${Date.now()}@example.fr`;
  const answers: Answer[] = [];
  for (let n = 0; n < 6; n += 1) answers.push(await call(c.lb, '/api/login', { method: 'POST', headers: SITE, body: { email, password: 'pas-le-bon-mot' } }));
  const statuses = answers.map((answer) => `${answer.status}@${answer.servedBy}`).join(', ');
  assert(answers.slice(0, 5).every((answer) => answer.status === 401), `the first five answers: ${statuses}`);
  assert(answers[5]!.status === 429, `the 6th wrong password was not refused: ${statuses}`);
  assert(new Set(answers.map((answer) => answer.servedBy)).size === 3, `attempts not spread over three instances: ${statuses}`);
  return statuses;
}

/** A newly published configuration version reported by every instance's /healthz within 10 s. */
export async function publishedEverywhere(c: Cluster, edit: () => void): Promise<string> {
  const version = await c.publish(edit);
  const started = Date.now();
  const seen = await waitUntil(async () => {
    const versions = await Promise.all(c.instances.map(async (instance) => (await call(instance.port, '/healthz', { timeoutMs: 2000 })).json().configVersion as string));
    return versions.every((served) => served === version);
  }, 10_000, 200);
  const took = Date.now() - started;
  assert(seen, `version ${version.slice(0, 12)} not served by all three instances within 10 s`);
  return `version ${version.slice(0, 12)} on a, b and c after ${took} ms`;
}
