import { describe, expect, it } from 'vitest';
import { VOUCHER_MESSAGE_MAX, voucherMessage } from './voucher-message.ts';

describe('voucherMessage', () => {
  it('keeps the text answers of the line, one per line', () => {
    expect(voucherMessage(JSON.stringify([{ idCustomization: 1, answer: '  Bon voyage, Mamie !  ' }]))).toBe('Bon voyage, Mamie !');
    expect(voucherMessage(JSON.stringify([{ idCustomization: 1, answer: 'Un' }, { idCustomization: 2, answer: 'Deux' }]))).toBe('Un\nDeux');
  });

  it('drops control and direction-override characters, and keeps markup as plain text for the mail and PDF to escape', () => {
    expect(voucherMessage(JSON.stringify([{ idCustomization: 1, answer: 'a\u0000b\u202ec\r\nd <b>e</b>' }]))).toBe('abc\nd <b>e</b>');
  });

  it('is null without a message, and cut at its maximum', () => {
    expect(voucherMessage('[]')).toBeNull();
    expect(voucherMessage('not json')).toBeNull();
    expect(voucherMessage(JSON.stringify([{ idCustomization: 1, answer: '   ' }]))).toBeNull();
    expect([...voucherMessage(JSON.stringify([{ idCustomization: 1, answer: 'é'.repeat(1000) }]))!].length).toBe(VOUCHER_MESSAGE_MAX);
  });
});
