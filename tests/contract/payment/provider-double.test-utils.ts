import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Whether a hosted page's form asked to go back without paying yet. */
export const backBeforePaying = (call: DoubleCall) => new URLSearchParams(call.body).get('intent') === 'later';

/** One request a provider double received: method, path, headers and the parsed body. */
export interface DoubleCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A provider double's answer: status and JSON body, or a page of the provider the browser sees (HTML, or a redirect to `location`). */
export type DoubleAnswer = { status: number; json: unknown } | { status: number; html?: string; location?: string };

/**
 * The provider's hosted payment page as a browser test sees it: the amount, a button that pays
 * (the double then sends the browser back to the shop, as the provider would), and one that goes
 * back before the bank has confirmed (`intent=later`: the payment stays pending).
 */
export function hostedPage(title: string, amountCents: number): DoubleAnswer {
  const amount = (amountCents / 100).toFixed(2);
  return {
    status: 200,
    html: `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>`
      + `<p>Amount: <output>${amount} EUR</output></p><form method="post"><button type="submit">Pay ${amount} EUR</button>`
      + '<button type="submit" name="intent" value="later">Back to the shop before the bank confirms</button></form></main></body></html>',
  };
}

/**
 * A small HTTP server standing for a provider's API in tests: every request is recorded, then
 * answered by `handle` (a 404 when it answers nothing), which gets the double's own address (for
 * the addresses of its hosted pages). Listens on 127.0.0.1 on a free port. `slow(pattern, ms)`
 * makes the requests whose `METHOD path` matches answer only after `ms` (a provider having a bad
 * day); `slow(null)` ends that. `down(pattern)` makes them answer 503 (`down(null)`: up again).
 */
export async function startDouble(handle: (call: DoubleCall, self: string) => DoubleAnswer | undefined): Promise<{
  url: string; calls: DoubleCall[]; slow(pattern: RegExp | null, ms?: number): void; down(pattern: RegExp | null): void; close(): Promise<void>;
}> {
  let self = '';
  const calls: DoubleCall[] = [];
  let slowness: { pattern: RegExp; ms: number } | null = null;
  let outage: RegExp | null = null;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      calls.push(call);
      let answer: DoubleAnswer;
      try {
        // A browser on a hosted page asks for its icon: none, and no error in its console.
        answer = call.method === 'GET' && call.path === '/favicon.ico' ? { status: 204 }
          : outage?.test(`${call.method} ${call.path}`) ? { status: 503, json: { error: { type: 'api_error', message: 'Service unavailable (test double)' } } }
          : handle(call, self) ?? { status: 404, json: { error: { type: 'invalid_request_error', message: `No route ${call.method} ${call.path}` } } };
      } catch (error) {
        answer = { status: 400, json: { error: { type: 'invalid_request_error', message: (error as Error).message } } };
      }
      const send = () => {
        if ('json' in answer) {
          res.writeHead(answer.status, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify(answer.json));
        } else {
          res.writeHead(answer.status, { 'Content-Type': 'text/html; charset=utf-8', ...(answer.location ? { Location: answer.location } : {}) });
          res.end(answer.html ?? '');
        }
      };
      const wait = slowness?.pattern.test(`${call.method} ${call.path}`) ? slowness.ms : 0;
      if (wait > 0) setTimeout(send, wait);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  self = `http://127.0.0.1:${port}`;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    slow: (pattern, ms = 0) => {
      slowness = pattern ? { pattern, ms } : null;
    },
    down: (pattern) => {
      outage = pattern;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
