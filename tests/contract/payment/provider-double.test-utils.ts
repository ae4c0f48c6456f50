import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a provider double received: method, path, headers and the parsed body. */
export interface DoubleCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A provider double's answer: status and JSON body. */
export type DoubleAnswer = { status: number; json: unknown };

/**
 * A small HTTP server standing for a provider's API in tests: every request is recorded, then
 * answered by `handle` (a 404 when it answers nothing). Listens on 127.0.0.1 on a free port.
 */
export async function startDouble(handle: (call: DoubleCall) => DoubleAnswer | undefined): Promise<{ url: string; calls: DoubleCall[]; close(): Promise<void> }> {
  const calls: DoubleCall[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call = { method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      calls.push(call);
      let answer: DoubleAnswer | undefined;
      try {
        answer = handle(call) ?? { status: 404, json: { error: { type: 'invalid_request_error', message: `No route ${call.method} ${call.path}` } } };
      } catch (error) {
        answer = { status: 400, json: { error: { type: 'invalid_request_error', message: (error as Error).message } } };
      }
      res.writeHead(answer.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(answer.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
