import type { Flow } from '../flow.ts';

/** The one-call submission flow: the newsletter and registration blocks load it on first use (`submitFlow.load()`). */
export const submitFlow: Flow<typeof import('./start-submit-actor.ts')> = {
  id: 'submit',
  description: 'One-call submissions: newsletter sign-up, element registration.',
  load: () => import('./start-submit-actor.ts'),
  machine: (module) => module.submitMachine,
};
