import type { ApiClient } from '../create-api-client.ts';
import { listQuery } from '../list-query.ts';
import type { ListParams } from '../list-query.ts';
import { seg } from '../path-segment.ts';

/** GET /album?page=1&nbItem=100 (albums, total). */
export const albums = <T = unknown>(api: ApiClient, params: ListParams = { page: 1, nbItem: 100 }) =>
  api.get<{ albums: T[]; total: number }>('/album', listQuery(params));

/** GET /album/{id}. */
export const album = <T = unknown>(api: ApiClient, id: number) => api.get<T>(`/album/${seg(id)}`);
