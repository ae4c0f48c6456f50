import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flowReplayInput, loadFlowMachines } from '../runtime/web/flows/flows.ts';
import { parseMachineLog } from '../runtime/engine/machines/recording/machine-log.ts';
import { replayLog, type ReplayReport } from '../runtime/engine/machines/recording/replay-log.ts';
import { replayText } from '../runtime/engine/machines/recording/replay-text.ts';

/** Replays one log file against the current machine definitions of the listed flows. */
export async function replayFile(file: string): Promise<{ report: ReplayReport; text: string }> {
  const log = parseMachineLog(readFileSync(file, 'utf8'));
  const machines = await loadFlowMachines();
  const report = replayLog(log, machines, { replayInput: flowReplayInput });
  return { report, text: replayText(report) };
}

/**
 * `npm run replay <log.json>…`: replays each log headlessly, prints the path of states, and exits
 * with 1 on the first divergence (naming the event, the expected and the actual state), 2 when a
 * file cannot be read.
 */
async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    console.error('usage: npm run replay <log.json> [more.json…]');
    return 2;
  }
  let status = 0;
  for (const file of files) {
    try {
      const { report, text } = await replayFile(resolve(file));
      console.log(`${file}\n${text}\n`);
      if (!report.ok) status = 1;
    } catch (error) {
      console.error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      return 2;
    }
  }
  return status;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}
