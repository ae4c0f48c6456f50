// `npx tsx bench/orders.ts [--base URL] [--orders N] [--concurrency C]`: orders per second and
// latency of POST /order over real HTTP (issue 20, decision 0031). Figures are printed, never pass/fail.
//
// Without --base it starts one API process (bench/servers/api-server.ts) on a temp DATA_DIR: SQLite,
// or PostgreSQL when DATABASE_URL is set (use a fresh database: the stock it finds is the stock it sells).
// With --base it targets a running server or a balancer in front of several, e.g.
// `--base http://127.0.0.1:8080/api` (`npm start` serves the API under /api; the shop is chosen by
// the idSite header, so no Host header is needed).
//
// 1. Throughput: N carts of 6 bottles of a wine sold without stock tracking, ordered with C in flight.
// 2. Contention: 60 carts each holding one of the 18 bottles of a tracked wine, ordered all at once:
//    at most 18 placed, the others refused with a 409, no 5xx.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startApiChild } from './servers/api-child.ts';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    orders: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '16' },
  },
});
const ORDERS = Number(args.orders);
const CONCURRENCY = Number(args.concurrency);
const COMMON = { idDeclination: 703, quantity: 6 };
const SCARCE = { idProduct: 6, idDeclination: 601, quantity: 1 };
const CONTENDERS = 60;
const headers: Record<string, string> = { idSite: '88', userLang: 'en' };
const address = { firstname: 'Léa', lastname: 'Martin', firstPart: '3 rue des Vignes', postalCode: '44330', city: 'Vallet', country: 'FRA' };

interface Timed {
  status: number;
  ms: number;
  message: string;
}

async function data<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { success: boolean; data: T; message: string };
  if (!body.success) throw new Error(`${response.url}: ${response.status} ${body.message}`);
  return body.data;
}

async function addLine(base: string, cartId: string, line: { idDeclination: number; quantity: number }): Promise<string> {
  const form = new FormData();
  form.set('type', 'MAIN_CART');
  form.set('quantity', String(line.quantity));
  return (await data<{ cartId: string }>(await fetch(`${base}/cart/${cartId}/product/${line.idDeclination}`, { method: 'POST', headers, body: form }))).cartId;
}

async function order(base: string, idCart: string): Promise<Timed> {
  const body = { idCart, user: { phone: '06 12 34 56 78', email: 'bench@example.fr' }, address: { delivery: address, billing: address }, delivery: { type: 'DELIVERY', idCarrier: 1 }, acceptTerms: true, legalAge: true };
  const t0 = performance.now();
  try {
    const response = await fetch(`${base}/order`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const payload = (await response.json()) as { message: string };
    return { status: response.status, ms: performance.now() - t0, message: payload.message };
  } catch (error) {
    return { status: 0, ms: performance.now() - t0, message: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs `jobs` with at most `limit` in flight; answers in job order. */
async function pool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function summary(answers: Timed[], wallMs: number): string {
  const sorted = answers.map((one) => one.ms).sort((a, b) => a - b);
  const placed = answers.filter((one) => one.status === 201).length;
  const refused = answers.filter((one) => one.status >= 400 && one.status < 500);
  const errors = answers.filter((one) => one.status === 0 || one.status >= 500);
  return [
    `  ${placed} placed in ${wallMs.toFixed(0)} ms: ${((placed / wallMs) * 1000).toFixed(1)} orders/s`,
    `  p50 ${percentile(sorted, 50).toFixed(0)} ms · p99 ${percentile(sorted, 99).toFixed(0)} ms · max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`,
    `  refused (4xx) ${refused.length}${refused[0] ? ` (e.g. ${refused[0].status} “${refused[0].message}”)` : ''} · errors (5xx or no answer) ${errors.length}${errors[0] ? ` (e.g. ${errors[0].status} “${errors[0].message}”)` : ''}`,
  ].join('\n');
}

async function run(base: string, label: string): Promise<void> {
  console.log(`\n== orders against ${label}`);
  const carts = await pool(Array.from({ length: ORDERS }, () => () => addLine(base, 'new', COMMON)), 8);
  let started = performance.now();
  const answers = await pool(carts.map((cart) => () => order(base, cart)), CONCURRENCY);
  console.log(`1. throughput: ${ORDERS} orders of ${COMMON.quantity} bottles, ${CONCURRENCY} in flight`);
  console.log(summary(answers, performance.now() - started));

  const stockOf = async () =>
    (await data<{ declination: { id: number; quantity: number }[] }>(await fetch(`${base}/product/${SCARCE.idProduct}`, { headers }))).declination.find((one) => one.id === SCARCE.idDeclination)!.quantity;
  const before = await stockOf();
  const scarce = await pool(Array.from({ length: CONTENDERS }, () => async () => addLine(base, await addLine(base, 'new', COMMON), SCARCE)), 8);
  started = performance.now();
  const raced = await Promise.all(scarce.map((cart) => order(base, cart)));
  const wall = performance.now() - started;
  const after = await stockOf();
  const placed = raced.filter((one) => one.status === 201).length;
  console.log(`2. contention: ${CONTENDERS} orders at once for the ${before} bottles left of ${SCARCE.idDeclination}`);
  console.log(summary(raced, wall));
  console.log(`  stock ${before} → ${after}, ${placed} placed — ${placed > before || after < 0 ? 'OVERSOLD' : 'nothing oversold'}`);
}

if (args.base) {
  await run(args.base.replace(/\/$/, ''), args.base);
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-bench-orders-'));
  const { child, base } = await startApiChild(dataDir);
  try {
    await run(base, `one API process on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`);
  } finally {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
