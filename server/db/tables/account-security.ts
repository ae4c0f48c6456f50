/**
 * A counter shared by every instance (server/content/rate-limiter.ts, server/account/login-throttle.ts).
 * Dates are ISO strings, compared as text.
 */
export interface RateCountersTable {
  /** What is counted, e.g. `login|87|a@b.fr|203.0.113.7` or `form|87|203.0.113.7`. */
  key: string;
  hits: number;
  /** No further hit is allowed before this time. */
  blockedUntil: string;
  /** The counter is forgotten (and swept) from this time. */
  expiresAt: string;
}

/** A change of login e-mail waiting for the new address to confirm the link mailed to it. */
export interface EmailChangesTable {
  /** sha256 of the token; the token itself is only in the mail. */
  tokenHash: string;
  userId: number;
  newEmail: string;
  expiresAt: string;
  usedAt: string | null;
}

/** The one-time setup link of a site without an admin (decision 0047): the newest one only. */
export interface AdminSetupsTable {
  idSite: number;
  /** sha256 of the token; the token itself is only in the link printed at start. */
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface AccountSecurityTables {
  rateCounters: RateCountersTable;
  emailChanges: EmailChangesTable;
  adminSetups: AdminSetupsTable;
}
