// Public surface of the one-call submission machine (newsletter sign-up, element registration): plain TypeScript, no React.
export { submitMachine } from './submit.machine.ts';
export type { SubmitContext, SubmitEvent, SubmitOutcome } from './submit.machine.ts';
export { createSubmitActors } from './submit.actors.ts';
