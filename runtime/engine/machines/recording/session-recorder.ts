import type { AnyActorRef, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import { hashText } from '../version/hash-text.ts';
import { machineVersion } from '../version/machine-version.ts';
import { emptyLog, type LoggedStateValue, type MachineLog } from './machine-log.ts';
import { maskPersonal } from './mask-personal.ts';

/** The session storage key of the log. */
export const LOG_KEY = 'vitrine:machine-log';
/** The ring's bounds: older steps go first, then actors left with no step. */
export const MAX_STEPS = 600;
export const MAX_ACTORS = 120;
/** Past this size (characters of JSON), the older half of the steps goes. */
export const MAX_LOG_CHARS = 1_500_000;

export interface LogStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A digest of a context, personal data masked first (the same digest a replay computes). */
export function contextDigest(context: unknown): string {
  return hashText(JSON.stringify(maskPersonal(context) ?? null));
}

function readLog(store: LogStore): MachineLog {
  try {
    const text = store.getItem(LOG_KEY);
    const log = text ? (JSON.parse(text) as MachineLog) : null;
    return log && Array.isArray(log.steps) && Array.isArray(log.actors) ? log : emptyLog();
  } catch {
    return emptyLog();
  }
}

/** Keeps the log within its bounds (steps, actors, size). */
export function boundLog(log: MachineLog, maxSteps = MAX_STEPS, maxActors = MAX_ACTORS): MachineLog {
  let { steps, actors, dropped } = log;
  if (steps.length > maxSteps) {
    dropped += steps.length - maxSteps;
    steps = steps.slice(steps.length - maxSteps);
  }
  if (actors.length > maxActors) {
    const used = new Set(steps.map((step) => step.actor));
    const idle = actors.filter((actor) => !used.has(actor.key));
    const drop = new Set(idle.slice(0, actors.length - maxActors).map((actor) => actor.key));
    actors = actors.filter((actor) => !drop.has(actor.key));
  }
  return { ...log, steps, actors, dropped };
}

const isMachineActor = (actorRef: AnyActorRef): boolean => {
  const logic = (actorRef as unknown as { logic?: { root?: unknown; definition?: unknown } }).logic;
  return Boolean(logic?.root && logic.definition);
};

/**
 * A recorder of inspection events into a log kept in `store` (session storage in the browser):
 * for each root machine actor, its start (machine id, version, masked input, first state) and
 * each event it takes (type and masked payload, resulting state, context digest, time).
 */
export function createSessionRecorder(store: LogStore, options: { page: () => string; now?: () => number; pageId?: string } = { page: () => '/' }) {
  const now = options.now ?? Date.now;
  const pageId = options.pageId ?? `${now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const last = new Map<string, unknown>();
  let log = readLog(store);
  let writing = false;

  const save = () => {
    if (writing) return;
    writing = true;
    queueMicrotask(() => {
      writing = false;
      log = boundLog(log);
      let text = JSON.stringify(log);
      while (text.length > MAX_LOG_CHARS && log.steps.length > 1) {
        log = boundLog(log, Math.floor(log.steps.length / 2));
        text = JSON.stringify(log);
      }
      try {
        store.setItem(LOG_KEY, text);
      } catch {
        // Storage full: keep the log in memory; the download still has it.
      }
    });
  };

  const record = (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot' || event.event.type === 'xstate.stop') return;
    const actorRef = event.actorRef as AnyActorRef;
    if (event.rootId !== actorRef.sessionId || !isMachineActor(actorRef)) return;
    const machine = (actorRef as unknown as { logic: Parameters<typeof machineVersion>[0] }).logic;
    const snapshot = event.snapshot as AnyMachineSnapshot;
    const key = `${pageId}:${actorRef.sessionId}`;
    const state = snapshot.value as LoggedStateValue;
    const context = contextDigest(snapshot.context);
    if (event.event.type === 'xstate.init') {
      log.actors.push({ key, machine: machine.id, version: machineVersion(machine), input: maskPersonal((event.event as { input?: unknown }).input) ?? null, page: options.page(), startedAt: now(), state, context });
    } else {
      log.steps.push({ actor: key, at: now(), event: maskPersonal(event.event) as MachineLog['steps'][number]['event'], state, context, taken: last.get(key) !== snapshot });
    }
    last.set(key, snapshot);
    save();
  };

  return {
    record,
    /** The log so far (a copy). */
    log: (): MachineLog => structuredClone(boundLog(log)),
    clear: () => {
      log = emptyLog();
      store.removeItem(LOG_KEY);
    },
  };
}

let pageRecorder: ReturnType<typeof createSessionRecorder> | null = null;

/** The page's recorder (session storage, the page's path). */
export function sessionRecorder(): ReturnType<typeof createSessionRecorder> {
  pageRecorder ??= createSessionRecorder(window.sessionStorage, { page: () => window.location.pathname });
  return pageRecorder;
}

/** Records one inspection event of the page's actors (the `inspect` option, once loaded). */
export function recordInspection(event: InspectionEvent): void {
  sessionRecorder().record(event);
}
