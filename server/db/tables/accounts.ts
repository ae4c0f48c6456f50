import type { Role } from '../../../schemas/api/account/session-user.ts';
import type { Generated } from 'kysely';

/** Dates are ISO strings; booleans are 0/1 integers (portable across SQLite and PostgreSQL). */
export interface UsersTable {
  id: Generated<number>;
  idSite: number;
  email: string;
  passwordHash: string;
  /** §3's roles, and EDITOR (decision 0067). */
  role: Role;
  firstname: string;
  lastname: string;
  phone: string;
  birthdate: string | null;
  newsletter: number;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  /** sha256 of the token; the token itself is only known to the client. */
  tokenHash: string;
  userId: number;
  idSite: number;
  createdAt: string;
  expiresAt: string;
}

export interface PasswordResetsTable {
  tokenHash: string;
  userId: number;
  expiresAt: string;
  usedAt: string | null;
}

/**
 * Mails to send, written in the same transaction as their cause; the mail worker
 * (server/mail/mail-worker.ts) delivers them. `body` is the text part, `html` the HTML part.
 */
export interface OutboxTable {
  id: Generated<number>;
  idSite: number;
  toAddress: string;
  subject: string;
  body: string;
  createdAt: string;
  /** The recipient's language (`fr_FR` or `en`). */
  lang: Generated<string>;
  /** What the mail is about: `password-reset`, `order-confirmation`, `order-status`, `contact`, `form-answer`. */
  kind: Generated<string>;
  html: string | null;
  attempts: Generated<number>;
  /** Not before this time (backoff after a failure); null = at once. */
  nextAttemptAt: string | null;
  /** A worker holds the mail until then; another may take it over afterwards. */
  claimedUntil: string | null;
  sentAt: string | null;
  lastError: string | null;
  /** The order the mail is about, when one (migration 0014). */
  orderId: Generated<number | null>;
  /** Where a reply goes when not to the sender: the visitor, on mails to the company (migration 0015). */
  replyTo: Generated<string | null>;
}

export interface NewsletterSubscriptionsTable {
  userId: number;
  listId: string;
  createdAt: string;
}

export interface FilesTable {
  id: string;
  idSite: number;
  name: string;
  mime: string;
  size: number;
  ownerId: number | null;
  purpose: string;
  createdAt: string;
}

export interface LayoutHashesTable {
  idSite: number;
  idPage: number;
  idLayout: number;
  hash: string;
  updatedAt: string;
}

export interface LayoutPreviewsTable {
  idSite: number;
  idPage: number;
  idLayout: number;
  fileId: string;
  updatedAt: string;
  /** The layout hash the preview was made for (null: uploaded without one). */
  hash: string | null;
}

/** Every preview made for a hash, so an earlier hash's preview can be looked up. */
export interface LayoutPreviewVersionsTable {
  idSite: number;
  idPage: number;
  idLayout: number;
  hash: string;
  fileId: string;
  createdAt: string;
}

/** An address that wants no more review requests from a site (migration 0022), lower case. */
export interface ReviewOptOutsTable {
  idSite: number;
  email: string;
  createdAt: string;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResets: PasswordResetsTable;
  outbox: OutboxTable;
  reviewOptOuts: ReviewOptOutsTable;
  newsletterSubscriptions: NewsletterSubscriptionsTable;
  files: FilesTable;
  layoutHashes: LayoutHashesTable;
  layoutPreviews: LayoutPreviewsTable;
  layoutPreviewVersions: LayoutPreviewVersionsTable;
}
