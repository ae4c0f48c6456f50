import type { Generated } from 'kysely';

/** An invitation to edit a site (issue 34, item 5; migration 0023, decision 0067). */
export interface EditorInvitationsTable {
  id: Generated<number>;
  idSite: number;
  /** Normalized (trimmed, lower case). */
  email: string;
  /** The role the invitation grants: EDITOR or ADMIN. */
  role: string;
  /** sha256 of the link's token; the token itself is never stored. */
  tokenHash: string;
  invitedBy: number | null;
  invitedByEmail: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface EditorPeopleTables {
  editorInvitations: EditorInvitationsTable;
}
