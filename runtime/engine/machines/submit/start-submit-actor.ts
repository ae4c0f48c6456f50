import { createActor } from 'xstate';
import { recordingInspect } from '../recording/recording-inspect.ts';
import { createApiClient } from '../../api/create-api-client.ts';
import type { ApiClient, ApiClientOptions } from '../../api/create-api-client.ts';
import type { ApiResult } from '../../api/api-result.ts';
import { createSubmitActors } from './submit.actors.ts';
import { submitMachine } from './submit.machine.ts';

/** The machine, for the flow's readers that load this module without starting it (inspector, replay). */
export { submitMachine };

/**
 * The one-call submission machine, started, whose call is `call(api, payload)` on an API client
 * of the page's site and language (loaded with XState and the API client on first use).
 */
export function startSubmitActor(
  config: Pick<ApiClientOptions, 'baseUrl' | 'idSite' | 'locale'>,
  call: (api: ApiClient, payload: Record<string, unknown>) => Promise<ApiResult<unknown>>,
) {
  const api = createApiClient(config);
  return createActor(submitMachine.provide({ actors: createSubmitActors((payload) => call(api, payload)) }), recordingInspect()).start();
}

export type SubmitActor = ReturnType<typeof startSubmitActor>;
