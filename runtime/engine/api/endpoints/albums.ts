import { listContracts } from '../../../../schemas/api/content/list-contracts.ts';
import type { ApiClient } from '../create-api-client.ts';
import { listQuery } from '../list-query.ts';
import type { ListParams } from '../list-query.ts';

/** GET /album?page=1&nbItem=100 (albums, total). */
export const albums = (api: ApiClient, params: ListParams = { page: 1, nbItem: 100 }) => api.call(listContracts.albums, { query: listQuery(params) });

/** GET /album/{id}. */
export const album = (api: ApiClient, id: number) => api.call(listContracts.album, { params: { id } });
