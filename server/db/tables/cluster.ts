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

export interface ClusterTables {
  configBundles: ConfigBundlesTable;
  layoutPreviewClaims: LayoutPreviewClaimsTable;
}
