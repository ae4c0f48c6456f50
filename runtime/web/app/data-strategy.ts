import { data, redirect } from 'react-router';
import type { DataStrategyFunction, DataStrategyResult } from 'react-router';
import { deserializeRouteError } from './route-errors.ts';
import type { SerializedRouteError } from './route-errors.ts';

/** The JSON of `GET /_data?path=…&routes=…`: the server loaders' results for one URL. */
export interface DataResponse {
  status?: number;
  loaderData?: Record<string, unknown>;
  errors?: Record<string, SerializedRouteError> | null;
  redirect?: string;
}

/** Asks the server for the data of `routeIds` at `url` (one request). */
export type FetchRouteData = (url: URL, routeIds: readonly string[], signal: AbortSignal) => Promise<DataResponse>;

/**
 * What a browser loader receives as its second argument (react-router's `handlerCtx`): the
 * server's result for its own route, from the navigation's single request. Throws the route's
 * error or redirect as react-router expects.
 */
export type ServerData = () => Promise<unknown>;

/** `GET /_data` on the page's origin; a failed answer (e.g. 503 while the API is down) is that status. */
export const fetchRouteData: FetchRouteData = async (url, routeIds, signal) => {
  const query = new URLSearchParams({ path: url.pathname + url.search, routes: routeIds.join(',') });
  const response = await fetch(`/_data?${query.toString()}`, { signal, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw data({ message: 'Error' }, { status: response.status });
  return (await response.json()) as DataResponse;
};

/** One route's share of the answer: its data, or its error / the redirect thrown. */
export function routeResult(response: DataResponse, routeId: string): unknown {
  if (response.redirect) throw redirect(response.redirect);
  const error = response.errors?.[routeId];
  if (error) throw deserializeRouteError(error);
  return response.loaderData?.[routeId] ?? null;
}

/**
 * The browser router's `dataStrategy`: the loaders to call in a navigation (or fetcher load,
 * or revalidation) share ONE `/_data` request naming all their route ids; each loader gets its
 * own part through `handlerCtx` (react-router 7's single fetch, without its framework). Routes
 * whose data is still valid (see `shouldRevalidate`) are not asked for. Submissions run the
 * route's own action, as the default strategy would.
 */
export function createDataStrategy(fetchData: FetchRouteData = fetchRouteData): DataStrategyFunction {
  return async ({ request, matches }) => {
    const toCall = matches.filter((match) => match.shouldCallHandler());
    const isLoad = request.method === 'GET';
    let response: Promise<DataResponse> | undefined;
    const serverData =
      (routeId: string): ServerData =>
      async () => {
        response ??= fetchData(
          new URL(request.url),
          toCall.map((match) => match.route.id),
          request.signal,
        );
        return routeResult(await response, routeId);
      };
    const results = await Promise.all(
      toCall.map((match) => (isLoad ? match.resolve((handler) => handler(serverData(match.route.id))) : match.resolve())),
    );
    return Object.fromEntries(toCall.map((match, i): [string, DataStrategyResult] => [match.route.id, results[i]!]));
  };
}

export const dataStrategy = createDataStrategy();
