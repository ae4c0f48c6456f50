import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { lingeringClose } from './lingering-close.ts';

let server: Server | null = null;
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = null;
});

/**
 * A server that refuses every body at once, with a 413, before reading a byte of it; `whole` tells,
 * for each connection closed, whether its request's body had come in whole.
 */
async function refusingServer(limits: { bytes: number; ms: number }): Promise<{ port: number; whole: boolean[] }> {
  const whole: boolean[] = [];
  server = createServer((req, res) => {
    req.socket.once('close', () => whole.push(req.complete));
    res.writeHead(413, { 'content-type': 'application/json' }).end('{"success":false}');
  });
  lingeringClose(server, limits);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, whole };
}

/** Sends `bytes` in 64 KB pieces every `everyMs`, whatever the answer; tells what was answered and how far the upload got. */
function upload(port: number, bytes: number, everyMs: number): Promise<{ status: number | null; body: string; sent: number }> {
  return new Promise((resolve) => {
    const result = { status: null as number | null, body: '', sent: 0 };
    const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'content-length': bytes } });
    req.on('response', (res) => {
      result.status = res.statusCode ?? null;
      res.setEncoding('utf8').on('data', (text: string) => (result.body += text));
    });
    req.on('error', () => undefined);
    req.on('close', () => setImmediate(() => resolve(result)));
    const piece = Buffer.alloc(64 * 1024, 0x61);
    const tick = () => {
      if (req.destroyed || req.writableEnded) return;
      if (result.sent >= bytes) return void req.end();
      const part = piece.subarray(0, Math.min(piece.length, bytes - result.sent));
      req.write(part, (error) => (error ? undefined : (result.sent += part.length)));
      setTimeout(tick, everyMs);
    };
    tick();
  });
}

describe('lingeringClose', () => {
  it('reads a refused body to its end within the bound, so the client finishes its upload and reads the answer', async () => {
    const { port, whole } = await refusingServer({ bytes: 2 * 1024 * 1024, ms: 5000 });
    expect(await upload(port, 1024 * 1024, 10)).toEqual({ status: 413, body: '{"success":false}', sent: 1024 * 1024 });
    server!.closeAllConnections();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(whole).toEqual([true]);
  });

  it('closes the connection once more than the bound of bytes has been read after the answer', async () => {
    const { port, whole } = await refusingServer({ bytes: 256 * 1024, ms: 5000 });
    const result = await upload(port, 32 * 1024 * 1024, 0);
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(32 * 1024 * 1024);
    expect(whole).toEqual([false]);
  });

  it('closes the connection once the bound of time has passed after the answer', async () => {
    const { port, whole } = await refusingServer({ bytes: 10 * 1024 * 1024, ms: 300 });
    const result = await upload(port, 8 * 1024 * 1024, 100);
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(8 * 1024 * 1024);
    expect(whole).toEqual([false]);
  });
});
