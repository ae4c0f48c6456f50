import type { AnyStateMachine } from 'xstate';

/**
 * One flow machine as every reader knows it: the blocks that start it (`load`), the recorder, the
 * inspector and `npm run replay` (`id`, `machine`, `replayInput`), the coverage test (its graph
 * model, found by the machine's id). Each machine's folder has one `<flow>.flow.ts` exporting its
 * `Flow`, and `runtime/web/flows/flows.ts` lists them all: the one registration.
 *
 * Type only: a card costs a page nothing but its own few lines, and `load` is the module the page
 * loads anyway to run the machine, so the machine stays in that one lazy chunk.
 */
export interface Flow<TModule = unknown> {
  /** The machine's `id` (the root state node's id, as actors report it). */
  id: string;
  description: string;
  /** Loads what a page needs to run the flow, lazily: the machine and, for a flow blocks start, its start function. */
  load: () => Promise<TModule>;
  /**
   * The machine in the loaded module (its actors stay the default ones: replay never runs them).
   * A method, so that a list of flows of different modules is a `Flow[]`.
   */
  machine(module: TModule): AnyStateMachine;
  /**
   * The input a replay starts from, made of the logged (masked) one when it held live objects;
   * `recordedAt` (epoch ms) is the actor's start, for machines that read a clock.
   */
  replayInput?: (logged: unknown, recordedAt: number) => unknown;
}
