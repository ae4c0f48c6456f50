import { data, redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { PageData } from '../data/loader-data.ts';
import { loadBlockDefinitions } from '../render/block-definitions.ts';
import { deserializeRouteError } from './route-errors.ts';
import type { SerializedRouteError } from './route-errors.ts';
import type { RouteLoaders } from './create-routes.tsx';

/** The JSON of `GET /_data?path=…&routes=…`. */
export interface DataResponse {
  status?: number;
  loaderData?: Record<string, unknown>;
  errors?: Record<string, SerializedRouteError> | null;
  redirect?: string;
}

interface Batch {
  ids: Set<string>;
  promise: Promise<DataResponse>;
}

const batches = new Map<string, Batch>();

/**
 * The loaders of one navigation ask together: the route ids requested in the same tick go in one
 * `/_data` request, so the server runs the loaders once for the whole match.
 */
function routeData(url: URL, routeId: string, signal: AbortSignal): Promise<DataResponse> {
  const key = url.pathname + url.search;
  let batch = batches.get(key);
  if (!batch) {
    const ids = new Set<string>();
    const promise = Promise.resolve().then(async () => {
      batches.delete(key);
      const query = new URLSearchParams({ path: key, routes: [...ids].join(',') });
      const response = await fetch(`/_data?${query.toString()}`, { signal, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      if (!response.ok) throw data({ message: 'Error' }, { status: response.status });
      return (await response.json()) as DataResponse;
    });
    batch = { ids, promise };
    batches.set(key, batch);
  }
  batch.ids.add(routeId);
  return batch.promise;
}

async function loaderData(routeId: string, { request }: LoaderFunctionArgs): Promise<unknown> {
  const result = await routeData(new URL(request.url), routeId, request.signal);
  if (result.redirect) throw redirect(result.redirect);
  const error = result.errors?.[routeId];
  if (error) throw deserializeRouteError(error);
  return result.loaderData?.[routeId] ?? null;
}

/** Browser loaders: fetch the server loaders' JSON; a page also imports its blocks before render. */
export const clientLoaders: RouteLoaders = {
  root: (args) => loaderData('root', args),
  page: (routeId) => async (args) => {
    const page = (await loaderData(routeId, args)) as PageData;
    await loadBlockDefinitions(page.blockTypes);
    return page;
  },
};
