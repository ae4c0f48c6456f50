/**
 * `npm run validate [site] [--root <dir>]`: checks every JSON file of every site folder of
 * site-configs/ (or of one site) against the schema of its kind. Prints each error as
 * `file: JSON pointer: message`, then a one-line summary; exits 1 on any error. Block props of
 * component configs are checked, in both languages, against `blocks/<type>/<type>.schema.ts`.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBlockPropsValidators } from '../schemas/block-props.server.ts';
import { validateSites } from '../schemas/validate-sites.server.ts';

const defaultRoot = fileURLToPath(new URL('../site-configs/', import.meta.url));
const blocksDir = fileURLToPath(new URL('../blocks/', import.meta.url));

function parseArgs(argv: string[]): { root: string; site?: string } {
  let root = defaultRoot;
  let site: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--root') {
      const value = argv[++i];
      if (!value) throw new Error('--root needs a directory');
      root = resolve(value);
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown option ${arg} (usage: npm run validate [site] [--root <dir>])`);
    } else if (site === undefined) {
      site = arg;
    } else {
      throw new Error(`one site at most (got "${site}" and "${arg}")`);
    }
  }
  return site === undefined ? { root } : { root, site };
}

async function main(): Promise<number> {
  let args: { root: string; site?: string };
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`validate: ${(error as Error).message}`);
    return 1;
  }
  const blocks = await loadBlockPropsValidators(blocksDir);
  const report = validateSites(args.root, args.site, blocks);
  for (const error of report.errors) {
    console.error(`site-configs/${error.file}: ${error.pointer || '/'}: ${error.message}`);
  }
  const files = new Set(report.errors.map((e) => e.file)).size;
  if (report.sites.length === 0 && report.errors.length === 0) {
    console.log('validate: no site folder in site-configs/, nothing to check');
    return 0;
  }
  const scope = `${report.files} file${report.files === 1 ? '' : 's'} in ${report.sites.length} site${report.sites.length === 1 ? '' : 's'}`;
  if (report.errors.length === 0) {
    console.log(`validate: ${scope}, all valid`);
    return 0;
  }
  console.log(`validate: ${scope}, ${report.errors.length} error${report.errors.length === 1 ? '' : 's'} in ${files} file${files === 1 ? '' : 's'}`);
  return 1;
}

process.exitCode = await main();
