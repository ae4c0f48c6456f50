import type { Kysely } from 'kysely';
import type { StoredLayout } from '../../schemas/api/account/admin-layout-contracts.ts';
import type { Database } from '../db/database.ts';

/** Every stored hash and preview of a site's layouts, one entry per layout, by page then layout (versions newest first). */
export async function storedLayouts(db: Kysely<Database>, idSite: number): Promise<StoredLayout[]> {
  const [hashes, previews, versions] = await Promise.all([
    db.selectFrom('layoutHashes').selectAll().where('idSite', '=', idSite).execute(),
    db.selectFrom('layoutPreviews').selectAll().where('idSite', '=', idSite).execute(),
    db.selectFrom('layoutPreviewVersions').select(['idPage', 'idLayout', 'hash', 'createdAt']).where('idSite', '=', idSite).orderBy('createdAt', 'desc').execute(),
  ]);
  const key = (row: { idPage: number; idLayout: number }) => `${row.idPage}/${row.idLayout}`;
  const layouts = new Map<string, StoredLayout>();
  const entry = (row: { idPage: number; idLayout: number }) => {
    const found = layouts.get(key(row));
    if (found) return found;
    const made: StoredLayout = { idPage: row.idPage, idLayout: row.idLayout, hash: null, checkedAt: null, preview: null, versions: [] };
    layouts.set(key(row), made);
    return made;
  };
  for (const row of hashes) Object.assign(entry(row), { hash: row.hash, checkedAt: row.updatedAt });
  for (const row of previews) entry(row).preview = { hash: row.hash, updatedAt: row.updatedAt };
  for (const row of versions) entry(row).versions.push({ hash: row.hash, createdAt: row.createdAt });
  return [...layouts.values()].sort((a, b) => a.idPage - b.idPage || a.idLayout - b.idLayout);
}
