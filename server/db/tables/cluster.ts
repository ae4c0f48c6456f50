import type { Generated } from 'kysely';

/** A published configuration (`npm run publish-config`): every site folder's files, one JSON. */
export interface ConfigBundlesTable {
  id: Generated<number>;
  /** sha256 of the files (paths and contents): the `configVersion` instances report. */
  version: string;
  publishedAt: string;
  /** JSON `{ "<site>/<path>": "<base64>" }`. */
  files: string;
}

/** Who pictures a layout's hash now (decision 0035): one instance at a time, until the lease ends. */
export interface LayoutPreviewClaimsTable {
  idSite: number;
  idPage: number;
  idLayout: number;
  hash: string;
  claimedBy: string;
  claimedUntil: string;
}

/** The editor's draft of a site (issue 33): the files changed since the last publish, and its revision. */
export interface EditorDraftsTable {
  idSite: number;
  /** 1 on the first write, +1 on each: a write names the revision it read (409 otherwise). */
  revision: number;
  /** JSON `{ "<path in the site folder>": "<document text>" | null }` (null: the file is deleted). */
  files: string;
  /** JSON `{ "<path>": "<sha256 of the published text>" | null }`: each drafted file as published when the draft took it. */
  bases: Generated<string>;
  /** JSON array of the ids of the last writes applied (`writeId`, newest last; migration 0024): a write sent again is not applied twice. */
  writeIds: Generated<string>;
  updatedAt: string;
  updatedBy: number | null;
}

/** One line of the editor's audit log (issue 34, migration 0016). */
export interface EditorAuditTable {
  id: Generated<number>;
  idSite: number;
  at: string;
  /** The account that acted (null: a program or the command line). */
  actorId: number | null;
  actorEmail: string | null;
  /** What was done: one of `AuditAction` (server/editor/audit/record-audit.ts). */
  action: string;
  /** JSON: what changed (version, pages, file, role...). */
  detail: string;
}

/** A picture of a site's media library (issue 34, migration 0019): its bytes under `media-<hash>` in the file store. */
export interface EditorMediaTable {
  id: Generated<number>;
  idSite: number;
  /** sha256 of the bytes, hex: the file store key is `media-<hash>`. */
  hash: string;
  /** The type the bytes show (image/jpeg, image/png, image/webp, image/avif). */
  mime: string;
  width: number;
  height: number;
  size: number;
  altFr: string;
  altEn: string;
  /** The file name it was uploaded under (cleaned). */
  name: string;
  createdBy: number | null;
  createdByEmail: string | null;
  createdAt: string;
}

/** An editor open on a site (issue 34, migration 0017): its tab, who, which page, its lease. */
export interface EditorPresenceTable {
  idSite: number;
  /** A random id per open editor (a browser tab): one person may have two. */
  tab: string;
  idUser: number;
  /** The person's name as others see it (first and last name, else the e-mail). */
  name: string;
  /** The page it shows: 'home' or a page id. */
  page: string;
  /** ISO time the lease ends: renewed every few seconds while open, dropped on leave. */
  until: string;
}

export interface ClusterTables {
  configBundles: ConfigBundlesTable;
  layoutPreviewClaims: LayoutPreviewClaimsTable;
  editorDrafts: EditorDraftsTable;
  editorAudit: EditorAuditTable;
  editorMedia: EditorMediaTable;
  editorPresence: EditorPresenceTable;
}
