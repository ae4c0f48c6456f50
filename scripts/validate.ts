/**
 * `npm run validate [site] [--root <dir>] [--fix]`: checks every configuration document of every
 * site folder of site-configs/ (or of one site) against its schema, then the rules that span
 * documents (unique slugs, registered block types, the slots blocks declare and the types they
 * take, block props in both languages, links to pages that exist, both languages on every page,
 * known legal placeholders). Prints each error
 * as `file:line:column  JSON pointer  message`, with a `hint:` line when one fits, then a
 * summary; exits 1 on any error. `--fix` rewrites documents upgraded by a schema migration.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBlockChecks } from '../host/block-server/block-checks.server.ts';
import { formatFileError } from '../schemas/errors/format-file-error.ts';
import { shownPath, validateSites } from '../schemas/validation/validate-sites.server.ts';

const defaultRoot = fileURLToPath(new URL('../site-configs/', import.meta.url));
const usage = 'usage: npm run validate [site] [--root <dir>] [--fix]';

interface Args {
  root: string;
  site?: string;
  fix: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { root: defaultRoot, fix: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--root') {
      const value = argv[++i];
      if (!value) throw new Error('--root needs a directory');
      args.root = resolve(value);
    } else if (arg === '--fix') {
      args.fix = true;
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown option ${arg} (${usage})`);
    } else if (args.site === undefined) {
      args.site = arg;
    } else {
      throw new Error(`one site at most (got "${args.site}" and "${arg}")`);
    }
  }
  return args;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`validate: ${(error as Error).message}`);
    return 1;
  }
  const report = validateSites(args.root, args.site, { ...(await loadBlockChecks()), fix: args.fix });
  for (const error of report.errors) console.error(formatFileError(shownPath(args.root, error.file), error));
  if (report.upgraded.length > 0) {
    const files = report.upgraded.map((file) => shownPath(args.root, file)).join(', ');
    console.log(args.fix ? `validate: rewrote ${plural(report.upgraded.length, 'upgraded file')}: ${files}` : `validate: older schemaVersion in ${files} (upgraded in memory; run with --fix to rewrite)`);
  }
  if (report.sites.length === 0 && report.errors.length === 0) {
    console.log('validate: no site folder in site-configs/, nothing to check');
    return 0;
  }
  const scope = `${plural(report.files, 'file')} in ${plural(report.sites.length, 'site')}`;
  if (report.errors.length === 0) {
    console.log(`validate: ${scope}, all valid`);
    return 0;
  }
  const files = new Set(report.errors.map((e) => e.file)).size;
  console.log(`validate: ${scope}, ${plural(report.errors.length, 'error')} in ${plural(files, 'file')}`);
  return 1;
}

process.exitCode = await main();
