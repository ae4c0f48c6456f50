import { fromPromise } from 'xstate';
import type { ApiResult } from '../../api/api-result.ts';
import type { SubmitOutcome } from './submit.machine.ts';

/** The submit machine's effect: one API call with the payload, its answer as an outcome. */
export function createSubmitActors(call: (payload: Record<string, unknown>) => Promise<ApiResult<unknown>>) {
  return {
    submit: fromPromise<SubmitOutcome, Record<string, unknown>>(async ({ input }) => {
      const result = await call(input);
      return { ok: result.success, message: result.message };
    }),
  };
}
