import { describe, expect, it } from 'vitest';
import { returnSteps } from './return-steps.ts';

const statuses = ['ASKED', 'LABEL_SENT', 'RECEIVED', 'REFUNDED', 'REFUSED'].map((code) => ({ code, value: code.toLowerCase() }));
const codes = (status: string) => {
  const { steps, reached } = returnSteps(statuses, status);
  return { steps: steps.map((one) => one.code), reached };
};

describe('returnSteps', () => {
  it('lists asked → label sent → received → refunded and marks where the return stands', () => {
    expect(codes('LABEL_SENT')).toEqual({ steps: ['ASKED', 'LABEL_SENT', 'RECEIVED', 'REFUNDED'], reached: 1 });
    expect(codes('REFUNDED').reached).toBe(3);
  });

  it('ends a refused return at “refused”, without the refund', () => {
    expect(codes('REFUSED')).toEqual({ steps: ['ASKED', 'REFUSED'], reached: 1 });
  });
});
