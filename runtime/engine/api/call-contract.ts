import type { AnswerOf, CallAnswerOf, CallInput, RouteContract } from '../../../schemas/api/route-contract.ts';
import { centsOfWire, wireOfCents } from '../../../schemas/api/euros.ts';
import { answersJson, fillPath } from '../../../schemas/api/route-contract.ts';
import { answerOutsideContract } from './answer-outside-contract.ts';
import type { ApiResult, RequestOptions } from './api-result.ts';

/** What `call` needs of the client: its one request function. */
export interface ContractRequester {
  request<T>(method: RouteContract['method'], path: string, options?: RequestOptions): Promise<ApiResult<T>>;
}

/**
 * `api.call(contract, input)` (decision 0073): the contract's method and path (its parameters
 * filled), its query and its body (JSON, or form data for a multipart contract); the answer typed
 * by the contract and, in development and tests, checked by the one Ajv: an answer that does not
 * match comes back as a failure naming the contract and the pointers, never as data of a wrong shape.
 */
export async function callContract<C extends RouteContract>(api: ContractRequester, contract: C, input: CallInput<C>): Promise<ApiResult<CallAnswerOf<C>>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };
  const options: RequestOptions = {};
  if (query !== undefined) options.query = query;
  if (body instanceof FormData) options.multipart = body;
  // The caller's cents become the wire's euros (decision 0076), on the one walk of the body's schema.
  else if (body !== undefined) options.body = contract.body ? wireOfCents(contract.body, body) : body;
  const result = await api.request<AnswerOf<C>>(contract.method, fillPath(contract.path, params), options);
  if (!result.success || !answersJson(contract)) return result as ApiResult<CallAnswerOf<C>>;
  const message = await answerOutsideContract(contract, result.data);
  if (message !== null) return { success: false, data: null, message, error: new TypeError(message) };
  // The wire's euros become the caller's cents (decision 0076): the runtime and the blocks see cents only.
  return { ...result, data: centsOfWire(contract.answer, result.data) as CallAnswerOf<C> };
}
