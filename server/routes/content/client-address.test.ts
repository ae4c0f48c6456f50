import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

function appAnswering() {
  const app = new Hono();
  app.get('/', (c) => c.text(clientAddress(c)));
  return app;
}

describe('clientAddress', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it('uses the socket address of the Node server before any header', async () => {
    const env = { incoming: { socket: { remoteAddress: '192.0.2.7' } } };
    const res = await appAnswering().request('/', { headers: { 'X-Forwarded-For': '198.51.100.1' } }, env);
    expect(await res.text()).toBe('192.0.2.7');
  });

  it('trusts the first X-Forwarded-For entry behind a proxy (TRUST_PROXY=1)', async () => {
    process.env.TRUST_PROXY = '1';
    const env = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
    const res = await appAnswering().request('/', { headers: { 'X-Forwarded-For': '198.51.100.1, 10.0.0.1' } }, env);
    expect(await res.text()).toBe('198.51.100.1');
  });

  it('falls back to X-Forwarded-For, then "local", for in-process requests', async () => {
    expect(await (await appAnswering().request('/', { headers: { 'X-Forwarded-For': '198.51.100.2' } })).text()).toBe('198.51.100.2');
    expect(await (await appAnswering().request('/')).text()).toBe('local');
  });
});
