import { describe, expect, it } from 'vitest';
import { withTimeout } from './with-timeout.ts';

describe('withTimeout', () => {
  it('answers what the call answers in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000, 'CAWL getHostedCheckout')).resolves.toBe(7);
  });

  it('fails, naming the call, when the call does not answer in time', async () => {
    await expect(withTimeout(new Promise(() => {}), 5, 'CAWL getHostedCheckout')).rejects.toThrow('CAWL getHostedCheckout: no answer within 5 ms');
  });
});
