import { describe, expect, it } from 'vitest';
import { refundRequest } from './refund-request.server.ts';

describe('refundRequest', () => {
  it('sends nothing until the confirmation box is ticked', () => {
    expect(refundRequest({ reason: 'CANCELLED' })).toEqual({ problem: 'notConfirmed' });
    expect(refundRequest({ reason: 'RETURN', returnId: '3', amount: '5', confirm: 'on' })).toEqual({ problem: 'notConfirmed' });
  });

  it('reads a cancelled order, a whole return and a partial one typed in euros with a comma or a point, to cents', () => {
    expect(refundRequest({ reason: 'CANCELLED', confirm: 'yes' })).toEqual({ body: { reason: 'CANCELLED' } });
    expect(refundRequest({ reason: 'RETURN', returnId: '3', amount: '', confirm: 'yes' })).toEqual({ body: { reason: 'RETURN', returnId: 3 } });
    expect(refundRequest({ reason: 'RETURN', returnId: '3', amount: '12,50', confirm: 'yes' })).toEqual({ body: { reason: 'RETURN', returnId: 3, amount: 1250 } });
    expect(refundRequest({ reason: 'RETURN', returnId: '3', amount: '1 019.6', confirm: 'yes' })).toEqual({ body: { reason: 'RETURN', returnId: 3, amount: 101960 } });
    // 0.29 € is 29 cents, not the float 28.999…
    expect(refundRequest({ reason: 'RETURN', returnId: '3', amount: '0,29', confirm: 'yes' })).toEqual({ body: { reason: 'RETURN', returnId: 3, amount: 29 } });
  });

  it('refuses an amount that is not euros and cents', () => {
    for (const amount of ['abc', '0', '-3', '1.234', '1e3']) {
      expect(refundRequest({ reason: 'RETURN', returnId: '3', amount, confirm: 'yes' })).toEqual({ problem: 'badAmount' });
    }
  });
});
