import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimNextMail, markMailSent } from '../../../server/mail/claim-mail.ts';
import { claimLayoutPreview, type LayoutPreviewClaim } from '../../../server/layouts/claim-layout-preview.ts';
import { twoInstances } from './two-instances.test-utils.ts';

let db: Awaited<ReturnType<typeof twoInstances>>;
beforeAll(async () => {
  db = await twoInstances();
});
afterAll(async () => {
  await db?.close();
});

const AT = '2026-11-26T10:00:00.000Z';
const LEASE = '2026-11-26T10:05:00.000Z';

describe('background work claimed once across instances (decision 0035)', () => {
  it('gives each outbox mail to one worker of two instances draining at once', async () => {
    const rows = Array.from({ length: 40 }, (_, n) => ({
      idSite: 87, toAddress: `client${n}@example.fr`, subject: `mail ${n}`, body: 'texte', createdAt: AT,
      html: null, nextAttemptAt: null, claimedUntil: null, sentAt: null, lastError: null,
    }));
    await db.a.insertInto('outbox').values(rows).execute();
    const claimed: number[] = [];
    const worker = async (instance: typeof db.a) => {
      for (let n = 0; n < 100; n += 1) {
        const row = await claimNextMail(instance, AT, LEASE);
        if (!row) return;
        claimed.push(row.id);
        await markMailSent(instance, row, AT);
      }
    };
    await Promise.all([worker(db.a), worker(db.b), worker(db.a), worker(db.b), worker(db.a), worker(db.b)]);
    expect(claimed).toHaveLength(40);
    expect(new Set(claimed).size).toBe(40);
    const pending = await db.a.selectFrom('outbox').select('id').where('sentAt', 'is', null).execute();
    expect(pending).toEqual([]);
  });

  it('takes back a mail whose worker died once its lease has ended, and not before', async () => {
    await db.a.insertInto('outbox').values({
      idSite: 87, toAddress: 'late@example.fr', subject: 'late', body: 'texte', createdAt: AT, html: null, nextAttemptAt: null, claimedUntil: null, sentAt: null, lastError: null,
    }).execute();
    const first = await claimNextMail(db.a, AT, LEASE);
    expect(first?.toAddress).toBe('late@example.fr');
    expect(await claimNextMail(db.b, '2026-11-26T10:04:59.000Z', '2026-11-26T10:09:59.000Z')).toBeUndefined();
    const retaken = await claimNextMail(db.b, LEASE, '2026-11-26T10:10:00.000Z');
    expect(retaken?.id).toBe(first!.id);
    expect(retaken?.attempts).toBe(2);
  });

  const claim = (hash: string, by: string, at = AT, until = LEASE): LayoutPreviewClaim => ({ idSite: 87, idPage: 10, idLayout: 1, hash, by, at, until });

  it('lets one instance of eight picture a changed layout, another one after the lease, and anyone a newer hash', async () => {
    const hash = 'a'.repeat(64);
    const results = await Promise.all(Array.from({ length: 8 }, (_, n) => claimLayoutPreview(n % 2 ? db.a : db.b, claim(hash, `instance-${n}`))));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimLayoutPreview(db.a, claim(hash, 'late', '2026-11-26T10:04:00.000Z'))).toBe(false);
    expect(await claimLayoutPreview(db.b, claim(hash, 'after-lease', LEASE, '2026-11-26T10:07:00.000Z'))).toBe(true);
    const newer = 'b'.repeat(64);
    const racing = await Promise.all([claimLayoutPreview(db.a, claim(newer, 'x')), claimLayoutPreview(db.b, claim(newer, 'y'))]);
    expect(racing.filter(Boolean)).toHaveLength(1);
  });

  it('claims no screenshot of a hash whose preview is already stored', async () => {
    const hash = 'c'.repeat(64);
    await db.a.insertInto('layoutPreviews').values({ idSite: 87, idPage: 11, idLayout: 2, fileId: 'f1', updatedAt: AT, hash }).execute();
    expect(await claimLayoutPreview(db.b, { ...claim(hash, 'b'), idPage: 11, idLayout: 2 })).toBe(false);
  });
});
