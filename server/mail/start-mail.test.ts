import { describe, expect, it } from 'vitest';
import { mailLeaseMs, outboxMessageId } from './start-mail.ts';

describe('mailLeaseMs', () => {
  it('reads MAIL_LEASE_SECONDS, keeps the default without it, and refuses a lease shorter than an SMTP exchange', () => {
    expect(mailLeaseMs({})).toBeUndefined();
    expect(mailLeaseMs({ MAIL_LEASE_SECONDS: '45' })).toBe(45_000);
    expect(() => mailLeaseMs({ MAIL_LEASE_SECONDS: '5' })).toThrow(/30 or more/);
    expect(() => mailLeaseMs({ MAIL_LEASE_SECONDS: 'soon' })).toThrow(/MAIL_LEASE_SECONDS/);
  });
});

describe('outboxMessageId', () => {
  it('gives an outbox row one Message-ID, whichever instance sends it', () => {
    expect(outboxMessageId(42)).toBe('<outbox-42@vitrine.mail>');
  });
});
