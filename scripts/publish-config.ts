/**
 * `npm run publish-config [--root <dir>]`: validates every site folder of site-configs/ (or
 * `$SITE_CONFIGS`, or `--root`) as `npm run validate` does, then stores them as one bundle in the
 * database (`DATABASE_URL`, else the SQLite file of `$DATA_DIR`) with its version, the sha256 of
 * its files. Instances started with `CONFIG_SOURCE=database` serve it within 2 s (decision 0035).
 * Publishing the version already served changes nothing. Exits 1 on any validation error.
 */
import { resolve } from 'node:path';
import { loadBlockChecks } from '../host/blocks/block-checks.server.ts';
import { formatFileError } from '../schemas/errors/format-file-error.ts';
import { shownPath, validateSites } from '../schemas/validation/validate-sites.server.ts';
import { packConfigFolder } from '../server/config/config-bundle.ts';
import { publishConfig } from '../server/config/publish-config.ts';
import { createDatabase } from '../server/db/create-database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { dataDirFromEnv, siteConfigsFromEnv } from '../server/paths.ts';

async function main(): Promise<number> {
  const at = process.argv.indexOf('--root');
  const root = at >= 0 && process.argv[at + 1] ? resolve(process.argv[at + 1]!) : siteConfigsFromEnv(process.env);
  const report = validateSites(root, undefined, { ...(await loadBlockChecks()), fix: false });
  if (report.errors.length > 0) {
    for (const error of report.errors) console.error(formatFileError(shownPath(root, error.file), error));
    console.error(`publish-config: ${report.errors.length} error(s) in ${root}: nothing published (fix them, see npm run validate)`);
    return 1;
  }
  if (report.sites.length === 0) {
    console.error(`publish-config: no site folder in ${root}: nothing published`);
    return 1;
  }
  const bundle = packConfigFolder(root);
  const db = createDatabase({ dataDir: dataDirFromEnv(process.env), databaseUrl: process.env.DATABASE_URL });
  try {
    await migrateToLatest(db as never);
    const result = await publishConfig(db, bundle, new Date().toISOString());
    const files = Object.keys(bundle.files).length;
    console.log(result.published
      ? `publish-config: published version ${result.version} (${files} files, ${report.sites.length} sites)`
      : `publish-config: version ${result.version} is already the published one, nothing to do`);
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`publish-config failed: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
