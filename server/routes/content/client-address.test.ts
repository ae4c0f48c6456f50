import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { clientAddress, clientAddressOf, trustedHops } from './client-address.ts';

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

  it('takes the address the trusted balancer appended (TRUST_PROXY=1): a forged first entry changes nothing', async () => {
    process.env.TRUST_PROXY = '1';
    const env = { incoming: { socket: { remoteAddress: '10.0.0.1' } } };
    const honest = await appAnswering().request('/', { headers: { 'X-Forwarded-For': '198.51.100.1' } }, env);
    const forged = await appAnswering().request('/', { headers: { 'X-Forwarded-For': '6.6.6.6, 7.7.7.7, 198.51.100.1' } }, env);
    expect(await honest.text()).toBe('198.51.100.1');
    expect(await forged.text()).toBe('198.51.100.1');
  });

  it('trusts the last entry of the web server\'s own header for in-process requests, then "local"', async () => {
    expect(await (await appAnswering().request('/', { headers: { 'X-Forwarded-For': '198.51.100.2' } })).text()).toBe('198.51.100.2');
    expect(await (await appAnswering().request('/')).text()).toBe('local');
  });
});

describe('clientAddressOf', () => {
  it('counts N hops from the right behind N trusted proxies', () => {
    expect(clientAddressOf('6.6.6.6, 203.0.113.5, 10.0.0.2', '10.0.0.1', 2)).toBe('203.0.113.5');
    expect(clientAddressOf('203.0.113.5', '10.0.0.1', 3)).toBe('203.0.113.5');
    expect(clientAddressOf(null, '10.0.0.1', 1)).toBe('10.0.0.1');
  });
});

describe('trustedHops', () => {
  it('reads TRUST_PROXY as a number of proxies', () => {
    expect([undefined, '', '0', 'false', 'abc', '-1'].map(trustedHops)).toEqual([0, 0, 0, 0, 0, 0]);
    expect([trustedHops('1'), trustedHops('true'), trustedHops('2')]).toEqual([1, 1, 2]);
  });
});
