import { directCall } from '../../server/http/direct-answer.ts';
import { withAnswerValue } from '../../runtime/engine/api/answer-value.ts';
import { asJsonValue } from './json-value.server.ts';

/** The API app of this process, as `createApi` makes it (Hono's `request`). */
export interface InProcessApi {
  request(input: RequestInfo | URL, init: RequestInit | undefined, env: object): Response | Promise<Response>;
}

/**
 * A `fetch` that calls the API of this process directly: the call goes through the API's
 * middlewares (site checks, rate limits, sessions, headers) as any other, but its envelope comes
 * back as a value on the Response (runtime/engine/api/answer-value.ts), read by `readEnvelope`
 * without JSON written or parsed (decision 0043). Answers with a body of their own (files,
 * memoized configuration bytes, a 304) come as they are. `freeze`: see asJsonValue.
 */
export function directApiFetch(api: InProcessApi, options: { freeze: boolean }): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = directCall();
    const response = await api.request(input, init, call.env);
    const envelope = call.envelopeOf(response);
    return envelope === undefined ? response : withAnswerValue(response, asJsonValue(envelope, options.freeze));
  }) as typeof fetch;
}
