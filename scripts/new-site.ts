/**
 * `npm run new-site <name> [--root <dir>]` (meanwhile `npx tsx scripts/new-site.ts <name>`):
 * scaffolds site-configs/<name>/ — site.json (next free idSite, host <name>.localhost),
 * parameters with the §9 defaults, a readable theme and generic legal texts in French and
 * English, home, contact and legal pages, a logo — validates it, and prints its URL.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBlockChecks } from '../host/block-server/block-checks.server.ts';
import { formatFileError } from '../schemas/errors/format-file-error.ts';
import { scaffoldSite } from '../schemas/scaffold/scaffold-site.ts';
import { nextIdSite, siteNameProblem } from '../schemas/scaffold/site-name.ts';
import { siteFolders, validateSite } from '../schemas/validation/validate-sites.server.ts';

const usage = 'usage: npm run new-site <name> [--root <dir>]';

function parseArgs(argv: string[]): { name: string; root: string } {
  let root = fileURLToPath(new URL('../site-configs/', import.meta.url));
  let name: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--root') {
      const value = argv[++i];
      if (!value) throw new Error('--root needs a directory');
      root = resolve(value);
    } else if (arg.startsWith('-')) throw new Error(`unknown option ${arg} (${usage})`);
    else if (name === undefined) name = arg;
    else throw new Error(`one name only (got "${name}" and "${arg}")`);
  }
  if (name === undefined) throw new Error(`a site name is needed (${usage})`);
  return { name, root };
}

/** The idSite of every site folder of `root` whose site.json can be read. */
function usedIds(root: string, sites: readonly string[]): number[] {
  return sites.flatMap((site) => {
    try {
      const id = (JSON.parse(readFileSync(join(root, site, 'site.json'), 'utf8')) as { idSite?: unknown }).idSite;
      return typeof id === 'number' ? [id] : [];
    } catch {
      return [];
    }
  });
}

async function main(): Promise<number> {
  let args: { name: string; root: string };
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`new-site: ${(error as Error).message}`);
    return 1;
  }
  const { name, root } = args;
  const sites = siteFolders(root);
  const problem = siteNameProblem(name, existsSync(join(root, name)) ? [...sites, name] : sites);
  if (problem) {
    console.error(`new-site: ${problem}`);
    return 1;
  }
  const port = Number(process.env.PORT ?? 3000);
  const files = scaffoldSite({ name, idSite: nextIdSite(usedIds(root, sites)), port });
  const dir = join(root, name);
  for (const [rel, content] of files) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), content);
  }
  const { errors } = validateSite(root, name, await loadBlockChecks());
  if (errors.length > 0) {
    for (const error of errors) console.error(formatFileError(join(root, error.file), error));
    rmSync(dir, { recursive: true, force: true });
    console.error(`new-site: the scaffolded site did not validate; nothing was kept`);
    return 1;
  }
  console.log(`new-site: created ${dir} (${files.size} files), valid`);
  console.log('  Fill in the company identity (COMPANY_*, HEAD_OFFICE, RCS_NUMBER, INTRA_COMMUNITY_VAT…) in parameters.json.');
  console.log(`  Start the server (npm start) and open http://${name}.localhost:${port}`);
  return 0;
}

process.exitCode = await main();
