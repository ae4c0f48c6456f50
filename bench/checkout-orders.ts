// Part of `npm run bench`, or alone: `npx tsx bench/checkout-orders.ts`: issue 11 §6 — 100 orders placed at once
// from 100 different carts over real HTTP against a started API (SQLite on a temp DATA_DIR, or
// $DATABASE_URL), with p50/p99 latency, errors, and a stock check that nothing is oversold.
// Every cart holds 6 bottles of a wine sold without stock tracking; 20 of them also hold one of
// the last 7 bottles of another wine, so 13 of those orders must be refused for stock, never sold.
// Figures are printed, never pass/fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiChild } from './servers/api-child.ts';

const CARTS = 100;
const SCARCE_CARTS = 20;
/** A wine whose stock is not tracked (every cart can have it) and one with 7 bottles left. */
const COMMON = { idProduct: 7, idDeclination: 703, quantity: 6 };
const SCARCE = { idProduct: 12, idDeclination: 1201, quantity: 1 };
const headers = { idSite: '88', userLang: 'en' };
const address = { firstname: 'Léa', lastname: 'Martin', firstPart: '3 rue des Vignes', postalCode: '44330', city: 'Vallet', country: 'FRA' };

interface Timed {
  status: number;
  ms: number;
  message: string;
}

async function startApi(dataDir: string) {
  const { child, base } = await startApiChild(dataDir);
  return { base, stop: () => new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); }) };
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T; message: string };
  if (!body.success) throw new Error(`${response.url}: ${response.status} ${body.message}`);
  return body.data;
}

async function addLine(base: string, cartId: string, line: typeof COMMON): Promise<string> {
  const form = new FormData();
  form.set('type', 'MAIN_CART');
  form.set('quantity', String(line.quantity));
  const data = await json<{ cartId: string }>(await fetch(`${base}/cart/${cartId}/product/${line.idDeclination}`, { method: 'POST', headers, body: form }));
  return data.cartId;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function checkoutOrdersBench(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-orders-'));
  const api = await startApi(dataDir);
  try {
    const stockOf = async (idProduct: number, idDeclination: number) =>
      (await json<{ declination: { id: number; quantity: number }[] }>(await fetch(`${api.base}/product/${idProduct}`, { headers }))).declination.find((one) => one.id === idDeclination)!.quantity;
    const before = await stockOf(SCARCE.idProduct, SCARCE.idDeclination);
    const carts: string[] = [];
    for (let index = 0; index < CARTS; index += 1) {
      let cartId = await addLine(api.base, 'new', COMMON);
      if (index < SCARCE_CARTS) cartId = await addLine(api.base, cartId, SCARCE);
      carts.push(cartId);
    }
    const body = (idCart: string) => ({ idCart, user: { phone: '06 12 34 56 78', email: 'bench@example.fr' }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true });
    const started = performance.now();
    const answers: Timed[] = await Promise.all(
      carts.map(async (idCart) => {
        const t0 = performance.now();
        try {
          const response = await fetch(`${api.base}/order`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body(idCart)) });
          const payload = (await response.json()) as { message: string };
          return { status: response.status, ms: performance.now() - t0, message: payload.message };
        } catch (error) {
          return { status: 0, ms: performance.now() - t0, message: error instanceof Error ? error.message : String(error) };
        }
      }),
    );
    const wall = performance.now() - started;
    const after = await stockOf(SCARCE.idProduct, SCARCE.idDeclination);
    const sorted = answers.map((one) => one.ms).sort((a, b) => a - b);
    const placed = answers.filter((one) => one.status === 201).length;
    const refused = answers.filter((one) => one.status >= 400 && one.status < 500);
    const errors = answers.filter((one) => one.status === 0 || one.status >= 500);
    const sold = before - after;
    const scarcePlaced = answers.slice(0, SCARCE_CARTS).filter((one) => one.status === 201).length;
    console.log(`\n== checkout: ${CARTS} orders from ${CARTS} carts at once (POST /order over HTTP, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`);
    console.log(`  wall ${wall.toFixed(0)} ms · p50 ${percentile(sorted, 50).toFixed(0)} ms · p99 ${percentile(sorted, 99).toFixed(0)} ms · max ${sorted.at(-1)!.toFixed(0)} ms`);
    console.log(`  placed ${placed} · refused (4xx) ${refused.length}${refused[0] ? ` (e.g. “${refused[0].message}”)` : ''} · errors (5xx or no answer) ${errors.length}${errors[0] ? ` (e.g. “${errors[0].message}”)` : ''} — goal: 0 errors`);
    const oversold = after < 0 || scarcePlaced > before || sold !== scarcePlaced;
    console.log(`  stock of ${SCARCE.idDeclination}: ${before} → ${after}; ${scarcePlaced} of the ${SCARCE_CARTS} carts wanting one were ordered — ${oversold ? 'OVERSOLD' : 'nothing oversold'}`);
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await checkoutOrdersBench();
