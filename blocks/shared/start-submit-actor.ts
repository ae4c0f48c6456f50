import { createActor, fromPromise } from 'xstate';
import { createApiClient } from '../../runtime/index.ts';
import type { ApiClient, ApiClientOptions } from '../../runtime/index.ts';
import type { ApiResult } from '../../runtime/index.ts';
import { submitMachine } from '../content-kit/submit.machine.ts';
import type { SubmitOutcome } from '../content-kit/submit.machine.ts';

/**
 * The one-call submission machine, started, whose call is `call(api, payload)` on an API client
 * of the page's site and language (loaded with XState and the API client on first use).
 */
export function startSubmitActor(
  config: Pick<ApiClientOptions, 'baseUrl' | 'idSite' | 'locale'>,
  call: (api: ApiClient, payload: Record<string, unknown>) => Promise<ApiResult<unknown>>,
) {
  const api = createApiClient(config);
  const submit = fromPromise<SubmitOutcome, Record<string, unknown>>(async ({ input }) => {
    const result = await call(api, input);
    return { ok: result.success, message: result.message };
  });
  return createActor(submitMachine.provide({ actors: { submit } })).start();
}

export type SubmitActor = ReturnType<typeof startSubmitActor>;
