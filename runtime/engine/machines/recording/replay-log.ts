import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { machineVersion } from '../version/machine-version.ts';
import type { LoggedActor, LoggedStateValue, LoggedStep, MachineLog } from './machine-log.ts';
import { maskPersonal } from './mask-personal.ts';
import { contextDigest } from './session-recorder.ts';
import { sameState, stateText } from './state-text.ts';

/** What the current definitions do with one logged event. */
export interface ReplayedStep {
  /** The step's index in `log.steps`. */
  index: number;
  step: LoggedStep;
  /** The state the replay reached (the recorded one is `step.state`). */
  actual: LoggedStateValue;
  /** The replayed context, masked. */
  context: unknown;
  /** The machine had no transition for the event (it was taken when recorded). */
  refused: boolean;
  /** Why this step diverges: null when the replay agrees with the recording. */
  divergence: 'state' | 'refused' | null;
  /** Whether the replayed context has the recorded digest (a hint, not a divergence: contexts carry live objects). */
  contextMatches: boolean;
}

export interface ReplayedActor {
  actor: LoggedActor;
  /** The catalogue has no machine of that id (nothing replayed). */
  unknownMachine: boolean;
  /** The log lost this actor's first steps to its ring (nothing replayed). */
  incomplete: boolean;
  versionNow: string | null;
  versionMismatch: boolean;
  /** The state the current definition starts in from the logged input. */
  initial: { actual: LoggedStateValue | null; divergence: 'state' | null; context: unknown };
  steps: ReplayedStep[];
}

export interface ReplayReport {
  actors: ReplayedActor[];
  /** True when every actor replays to its recorded states. */
  ok: boolean;
}

export interface ReplayOptions {
  /** Per machine id: the input a replay starts from, made of the logged one (and the time it started). */
  replayInput?: (machineId: string, logged: unknown, recordedAt: number) => unknown;
}

const refusedBy = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): boolean => {
  try {
    return machine.getTransitionData(snapshot as never, event as never).length === 0;
  } catch {
    return false;
  }
};

function replayActor(actor: LoggedActor, steps: readonly { index: number; step: LoggedStep }[], machine: AnyStateMachine, options: ReplayOptions): ReplayedActor {
  const versionNow = machineVersion(machine);
  const input = options.replayInput ? options.replayInput(actor.machine, actor.input, actor.startedAt) : actor.input;
  let [snapshot] = initialTransition(machine, input as never) as [AnyMachineSnapshot, unknown];
  const initialState = snapshot.value as LoggedStateValue;
  const replayed: ReplayedStep[] = [];
  for (const { index, step } of steps) {
    const refused = refusedBy(machine, snapshot, step.event) && step.taken;
    try {
      [snapshot] = transition(machine, snapshot as never, step.event as never) as [AnyMachineSnapshot, unknown];
    } catch {
      // An event the current definition cannot even evaluate (a payload it no longer reads): refused.
    }
    const actual = snapshot.value as LoggedStateValue;
    replayed.push({
      index,
      step,
      actual,
      context: maskPersonal(snapshot.context),
      refused,
      divergence: refused ? 'refused' : sameState(actual, step.state) ? null : 'state',
      contextMatches: contextDigest(snapshot.context) === step.context,
    });
  }
  return {
    actor,
    unknownMachine: false,
    incomplete: false,
    versionNow,
    versionMismatch: versionNow !== actor.version,
    initial: { actual: initialState, divergence: sameState(initialState, actor.state) ? null : 'state', context: maskPersonal(initialTransition(machine, input as never)[0].context) },
    steps: replayed,
  };
}

/**
 * Replays a log against the given machine definitions, purely (XState's `transition`: no actor
 * runs, no request leaves; the logged `xstate.done.actor.*` events bring the answers back).
 * Each actor starts from its logged input; each step's state is compared with the recorded one.
 */
export function replayLog(log: MachineLog, machines: ReadonlyMap<string, AnyStateMachine>, options: ReplayOptions = {}): ReplayReport {
  const firstKept = log.steps[0]?.at ?? Infinity;
  const actors = log.actors.map((actor): ReplayedActor => {
    const steps = log.steps.map((step, index) => ({ index, step })).filter(({ step }) => step.actor === actor.key);
    const machine = machines.get(actor.machine);
    const skipped = { actor, versionNow: machine ? machineVersion(machine) : null, versionMismatch: false, initial: { actual: null, divergence: null, context: null }, steps: [] };
    if (!machine) return { ...skipped, unknownMachine: true, incomplete: false };
    if (log.dropped > 0 && actor.startedAt < firstKept && steps.length > 0) return { ...skipped, unknownMachine: false, incomplete: true };
    return replayActor(actor, steps, machine, options);
  });
  const ok = actors.every((one) => !one.unknownMachine && one.initial.divergence === null && one.steps.every((step) => step.divergence === null));
  return { actors, ok };
}

/** Where a replay first leaves its recording, as data (the inspector words it in the page's language). */
export type Divergence =
  | { kind: 'unknownMachine'; actor: string; machine: string }
  | { kind: 'initial'; actor: string; actual: string; recorded: string }
  | { kind: 'refused' | 'state'; actor: string; step: number; event: string; expected: string; actual: string; version: { recorded: string; now: string } | null };

/** The first divergence of a replay: the actor, the step, the event, the expected and actual states. */
export function firstDivergence(report: ReplayReport): Divergence | null {
  for (const one of report.actors) {
    const actor = `${one.actor.machine} (${one.actor.key})`;
    if (one.unknownMachine) return { kind: 'unknownMachine', actor, machine: one.actor.machine };
    if (one.initial.divergence) return { kind: 'initial', actor, actual: stateText(one.initial.actual!), recorded: stateText(one.actor.state) };
    const index = one.steps.findIndex((candidate) => candidate.divergence !== null);
    if (index < 0) continue;
    const step = one.steps[index]!;
    const version = one.versionMismatch ? { recorded: one.actor.version, now: one.versionNow ?? '' } : null;
    // A refused event leaves the actor where the previous step put it.
    const actual = step.divergence === 'refused' ? stateText(one.steps[index - 1]?.actual ?? one.initial.actual!) : stateText(step.actual);
    return { kind: step.divergence!, actor, step: step.index + 1, event: step.step.event.type, expected: stateText(step.step.state), actual, version };
  }
  return null;
}

/** The first divergence of a replay in English words (the command-line replay, tests). */
export function divergenceMessage(report: ReplayReport): string | null {
  const found = firstDivergence(report);
  if (!found) return null;
  if (found.kind === 'unknownMachine') return `${found.actor}: no machine "${found.machine}" in the catalogue`;
  if (found.kind === 'initial') return `${found.actor}: starts in "${found.actual}", recorded "${found.recorded}"`;
  const where = `${found.actor}, step ${found.step}, event ${found.event}`;
  const version = found.version ? ` (recorded with version ${found.version.recorded}, now ${found.version.now})` : '';
  return found.kind === 'refused'
    ? `${where}: refused by the current definition in "${found.actual}"; expected "${found.expected}"${version}`
    : `${where}: expected "${found.expected}", actual "${found.actual}"${version}`;
}
