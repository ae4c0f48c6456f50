import type { Flow } from '../flow.ts';

/** The form flow: the form block loads it on a visitor's first use (`formFlow.load()`). */
export const formFlow: Flow<typeof import('./start-form-actor.ts')> = {
  id: 'form',
  description: 'A configured form: answers, browser check, server check, send, confirmation.',
  load: () => import('./start-form-actor.ts'),
  machine: (module) => module.formMachine,
};
