import { resolve } from 'node:path';
import { loadBlockChecks } from '../host/block-server/block-checks.server.ts';
import { formatFileError } from '../schemas/errors/format-file-error.ts';
import { shownPath, validateSites } from '../schemas/validation/validate-sites.server.ts';
import { packConfigFolder } from '../server/config/config-bundle.ts';
import { latestPublication, publishConfig } from '../server/config/publish-config.ts';
import { overwriteRefusal } from '../server/config/versions/overwrite-refusal.ts';
import { pulledVersion } from '../server/config/versions/write-pulled-version.ts';
import { createDatabase } from '../server/db/create-database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { dataDirFromEnv, siteConfigsFromEnv } from '../server/paths.ts';

/** Where a command prints (the terminal, or a test). */
export interface CommandOutput { log(line: string): void; error(line: string): void }

/** The folder a configuration command reads or writes: `--root <dir>`, else `$SITE_CONFIGS`, else site-configs/. */
export function rootOf(argv: readonly string[], env: NodeJS.ProcessEnv): string {
  const at = argv.indexOf('--root');
  return at >= 0 && argv[at + 1] ? resolve(argv[at + 1]!) : siteConfigsFromEnv(env);
}

/**
 * `npm run publish-config [--root <dir>] [--force]`: validates every site folder as
 * `npm run validate` does, then stores them as one version in the database (`DATABASE_URL`, else
 * the SQLite file of `$DATA_DIR`). Instances with `CONFIG_SOURCE=database` serve it within 2 s
 * (decision 0035). Publishing the version already served changes nothing. Refuses (exit 1) to
 * overwrite a version published from the editor that these files do not include (see
 * overwriteRefusal), unless `--force`. Answers the exit code.
 */
export async function publishConfigCommand(argv: readonly string[], env: NodeJS.ProcessEnv, out: CommandOutput): Promise<number> {
  const root = rootOf(argv, env);
  const report = validateSites(root, undefined, { ...(await loadBlockChecks()), fix: false });
  if (report.errors.length > 0) {
    for (const error of report.errors) out.error(formatFileError(shownPath(root, error.file), error));
    out.error(`publish-config: ${report.errors.length} error(s) in ${root}: nothing published (fix them, see npm run validate)`);
    return 1;
  }
  if (report.sites.length === 0) {
    out.error(`publish-config: no site folder in ${root}: nothing published`);
    return 1;
  }
  const bundle = packConfigFolder(root);
  const db = createDatabase({ dataDir: dataDirFromEnv(env), databaseUrl: env.DATABASE_URL });
  try {
    await migrateToLatest(db as never);
    const refusal = overwriteRefusal(await latestPublication(db), bundle.version, pulledVersion(root), argv.includes('--force'));
    if (refusal !== null) {
      out.error(`publish-config: nothing published: ${refusal}`);
      return 1;
    }
    const result = await publishConfig(db, bundle, new Date().toISOString());
    const files = Object.keys(bundle.files).length;
    out.log(result.published
      ? `publish-config: published version ${result.version} (${files} files, ${report.sites.length} sites)`
      : `publish-config: version ${result.version} is already the published one, nothing to do`);
    return 0;
  } finally {
    await db.destroy();
  }
}
