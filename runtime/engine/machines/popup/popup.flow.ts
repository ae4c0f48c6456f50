import type { Flow } from '../flow.ts';

/** The popup flow (started by the popup host of runtime/ui, which imports the machine itself). */
export const popupFlow: Flow<typeof import('./popup.machine.ts')> = {
  id: 'popup',
  description: 'Opens the site popups of §4 (fetch, rules, shown once, closed).',
  load: () => import('./popup.machine.ts'),
  machine: (module) => module.popupMachine,
  replayInput: (_, recordedAt) => ({ storage: null, now: () => recordedAt }),
};
