import { latestConfigVersion, readConfigBundle } from '../server/config/publish-config.ts';
import { writePulledVersion } from '../server/config/versions/write-pulled-version.ts';
import { createDatabase } from '../server/db/create-database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { dataDirFromEnv } from '../server/paths.ts';
import { rootOf, type CommandOutput } from './publish-config-command.ts';

/**
 * `npm run pull-config [--root <dir>]`: writes the newest published version (the editor's or
 * another's) back into site-configs/ (or `--root`, `$SITE_CONFIGS`), formatted as the files are so
 * `git diff` shows only the real change (writePulledVersion), and notes the version in
 * `.pulled-version` so `npm run publish-config` knows the folder includes it. Answers the exit code.
 */
export async function pullConfigCommand(argv: readonly string[], env: NodeJS.ProcessEnv, out: CommandOutput): Promise<number> {
  const root = rootOf(argv, env);
  const db = createDatabase({ dataDir: dataDirFromEnv(env), databaseUrl: env.DATABASE_URL });
  try {
    await migrateToLatest(db as never);
    const latest = await latestConfigVersion(db);
    if (!latest) {
      out.error('pull-config: nothing was published yet: nothing written');
      return 1;
    }
    const bundle = await readConfigBundle(db, latest.id);
    if (!bundle?.ok) {
      out.error(`pull-config: version ${latest.version} cannot be read (${bundle?.ok === false ? bundle.reason : 'missing'}): nothing written`);
      return 1;
    }
    const { written, removed } = writePulledVersion(root, latest.version, bundle.files);
    out.log(`pull-config: version ${latest.version} written into ${root}: ${written.length} file(s) changed, ${removed.length} removed`);
    for (const path of written) out.log(`  changed ${path}`);
    for (const path of removed) out.log(`  removed ${path}`);
    return 0;
  } finally {
    await db.destroy();
  }
}
