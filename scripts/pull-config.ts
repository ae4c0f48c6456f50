/** `npm run pull-config [--root <dir>]`: see pullConfigCommand. */
import { pullConfigCommand } from './pull-config-command.ts';

process.exitCode = await pullConfigCommand(process.argv.slice(2), process.env, console).catch((error: unknown) => {
  console.error(`pull-config failed: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
