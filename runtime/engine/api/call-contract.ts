import type { AnswerOf, CallInput, JsonRouteContract, RouteContract } from '../../../schemas/api/route-contract.ts';
import { fillPath } from '../../../schemas/api/route-contract.ts';
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
export async function callContract<C extends JsonRouteContract>(api: ContractRequester, contract: C, input: CallInput<C>): Promise<ApiResult<AnswerOf<C>>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };
  const options: RequestOptions = {};
  if (query !== undefined) options.query = query;
  if (body instanceof FormData) options.multipart = body;
  else if (body !== undefined) options.body = body;
  const result = await api.request<AnswerOf<C>>(contract.method, fillPath(contract.path, params), options);
  if (!result.success) return result;
  const message = await answerOutsideContract(contract, result.data);
  return message === null ? result : { success: false, data: null, message, error: new TypeError(message) };
}
