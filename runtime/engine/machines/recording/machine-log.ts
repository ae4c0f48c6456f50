/** What a recorded log holds (`format: 'vitrine-machine-log'`): the actors of the pages, then their steps. */
export const MACHINE_LOG_FORMAT = 'vitrine-machine-log';

/** A state value as XState gives it: a leaf name, or an object of parallel / nested regions. */
export type LoggedStateValue = string | { [region: string]: LoggedStateValue };

/** One actor of a recorded page: where it starts. */
export interface LoggedActor {
  /** Unique in the log: the page load and the actor's session id (`k3f9x:x:0`). */
  key: string;
  /** The machine's catalogue id. */
  machine: string;
  /** `machineVersion` of the definition that ran. */
  version: string;
  /** The input, personal data masked. */
  input: unknown;
  /** The path of the page the actor ran on. */
  page: string;
  startedAt: number;
  /** The state after the initial transition, and a digest of the (masked) context. */
  state: LoggedStateValue;
  context: string;
}

/** One event an actor received, and where it left the actor. */
export interface LoggedStep {
  actor: string;
  /** Epoch milliseconds. */
  at: number;
  /** The event, personal data masked: `type` and the payload. */
  event: { type: string; [key: string]: unknown };
  state: LoggedStateValue;
  context: string;
  /** Whether the event changed the snapshot (false: the machine refused it). */
  taken: boolean;
}

export interface MachineLog {
  format: typeof MACHINE_LOG_FORMAT;
  formatVersion: 1;
  createdAt: string;
  actors: LoggedActor[];
  steps: LoggedStep[];
  /** How many older steps the bounded ring let go. */
  dropped: number;
}

export function emptyLog(now = new Date()): MachineLog {
  return { format: MACHINE_LOG_FORMAT, formatVersion: 1, createdAt: now.toISOString(), actors: [], steps: [], dropped: 0 };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a log from its JSON text; throws an Error saying what is wrong (not JSON, not a machine
 * log, a step naming an unknown actor…).
 */
export function parseMachineLog(text: string): MachineLog {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`The log is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isObject(value) || value.format !== MACHINE_LOG_FORMAT) throw new Error(`Not a machine log: "format" must be "${MACHINE_LOG_FORMAT}"`);
  if (value.formatVersion !== 1) throw new Error(`Unknown log format version ${String(value.formatVersion)} (this runtime reads version 1)`);
  if (!Array.isArray(value.actors) || !Array.isArray(value.steps)) throw new Error('A machine log needs "actors" and "steps" arrays');
  const keys = new Set<string>();
  value.actors.forEach((actor: unknown, i: number) => {
    if (!isObject(actor) || typeof actor.key !== 'string' || typeof actor.machine !== 'string' || typeof actor.version !== 'string') {
      throw new Error(`actors[${i}] needs "key", "machine" and "version" strings`);
    }
    keys.add(actor.key);
  });
  value.steps.forEach((step: unknown, i: number) => {
    if (!isObject(step) || typeof step.actor !== 'string' || !isObject(step.event) || typeof step.event.type !== 'string') {
      throw new Error(`steps[${i}] needs "actor" and an "event" with a "type"`);
    }
    if (!keys.has(step.actor)) throw new Error(`steps[${i}] names actor "${step.actor}", which the log does not list`);
  });
  return { dropped: 0, createdAt: '', ...value } as unknown as MachineLog;
}
