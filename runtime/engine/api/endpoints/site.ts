import type { ApiClient } from '../create-api-client.ts';
import { seg } from '../path-segment.ts';

/** GET /site/visit/{from}: records a visit. */
export const visit = (api: ApiClient, from: string) => api.get<unknown>(`/site/visit/${seg(from)}`);
