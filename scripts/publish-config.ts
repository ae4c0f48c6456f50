/** `npm run publish-config [--root <dir>] [--force]`: see publishConfigCommand. */
import { publishConfigCommand } from './publish-config-command.ts';

process.exitCode = await publishConfigCommand(process.argv.slice(2), process.env, console).catch((error: unknown) => {
  console.error(`publish-config failed: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
