import Database from 'better-sqlite3';
import path from 'node:path';

/**
 * The suite server's SQLite file, for what the account journey cannot do as a customer: read the
 * reset mail from the `outbox` (until the mailbox page exists) and mark an order delivered (an
 * admin's work, tested with the admin panel).
 */
function open(readonly: boolean) {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  const db = new Database(path.join(dir, 'vitrine.sqlite'), { readonly, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

/** The token of the last reset link mailed to an address. */
export function lastResetToken(email: string): string {
  const db = open(true);
  try {
    const row = db.prepare('SELECT body FROM outbox WHERE toAddress = ? ORDER BY id DESC LIMIT 1').get(email.toLowerCase()) as { body: string } | undefined;
    const token = /\/password\/reset\/([\w-]+)/.exec(row?.body ?? '')?.[1];
    if (!token) throw new Error(`no reset mail for ${email} in the outbox`);
    return token;
  } finally {
    db.close();
  }
}

/** Marks an order delivered today with a parcel number, as the shop's back office would. */
export function deliverOrder(id: number, trackingNumber: string): void {
  const db = open(false);
  try {
    const now = new Date().toISOString();
    db.prepare("UPDATE orders SET status = 'DELIVERED', deliveredAt = ?, trackingNumber = ? WHERE id = ?").run(now, trackingNumber, id);
    db.prepare("INSERT INTO orderStatusHistory (orderId, status, createdAt) VALUES (?, 'DELIVERED', ?)").run(id, now);
  } finally {
    db.close();
  }
}
