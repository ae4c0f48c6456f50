import { createActor } from 'xstate';
import { recordingInspect } from '../recording/recording-inspect.ts';
import { createApiClient } from '../../api/create-api-client.ts';
import type { ApiClientOptions } from '../../api/create-api-client.ts';
import type { FormInput } from './form-context.ts';
import { createFormActors } from './form.actors.ts';
import { formMachine } from './form.machine.ts';

/** The machine, for the flow's readers that load this module without starting it (inspector, replay). */
export { formMachine };

/** The form machine with its API actors, started (loaded on the form's first use, with XState and the API client). */
export function startFormActor(api: Pick<ApiClientOptions, 'baseUrl' | 'idSite' | 'locale'>, input: FormInput) {
  return createActor(formMachine.provide({ actors: createFormActors(createApiClient(api)) }), { input, ...recordingInspect() }).start();
}

export type FormActor = ReturnType<typeof startFormActor>;
