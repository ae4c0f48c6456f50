import { divergenceMessage, type ReplayReport } from './replay-log.ts';
import { stateText } from './state-text.ts';

/**
 * A replay as the command line prints it: per actor its machine and version, then the path of
 * states (event → state), a mark on each divergence, and a last line saying whether the replay
 * reached the recorded states (with the first divergence in words when it did not).
 */
export function replayText(report: ReplayReport): string {
  const lines: string[] = [];
  for (const one of report.actors) {
    const head = `${one.actor.machine} (${one.actor.key}) on ${one.actor.page}`;
    if (one.unknownMachine) {
      lines.push(`${head}: no machine "${one.actor.machine}" in the catalogue`);
      continue;
    }
    if (one.incomplete) {
      lines.push(`${head}: skipped, its first steps were let go by the recorder's ring`);
      continue;
    }
    const version = one.versionMismatch ? `recorded with version ${one.actor.version}, now ${one.versionNow} (warning: the definition changed)` : `version ${one.actor.version}`;
    lines.push(`${head}, ${version}`);
    lines.push(`  start  ${stateText(one.initial.actual!)}${one.initial.divergence ? `  ✗ recorded ${stateText(one.actor.state)}` : ''}`);
    for (const step of one.steps) {
      const mark = step.divergence === 'refused' ? `  ✗ refused (recorded ${stateText(step.step.state)})` : step.divergence === 'state' ? `  ✗ recorded ${stateText(step.step.state)}` : '';
      lines.push(`  ${String(step.index + 1).padStart(5)}  ${step.step.event.type} → ${stateText(step.actual)}${mark}`);
    }
  }
  const message = divergenceMessage(report);
  lines.push(message ? `DIVERGED: ${message}` : `OK: ${report.actors.length} actor(s) reached their recorded states`);
  return lines.join('\n');
}
