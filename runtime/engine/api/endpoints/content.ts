import type { ApiClient } from '../create-api-client.ts';
import { listQuery } from '../list-query.ts';
import type { ListParams } from '../list-query.ts';
import { seg } from '../path-segment.ts';

/** GET /news/{id or slug}. */
export const newsItem = <T = unknown>(api: ApiClient, idOrSlug: number | string) => api.get<T>(`/news/${seg(idOrSlug)}`);

/** GET /service/{id} (§4 service detail). */
export const service = <T = unknown>(api: ApiClient, id: number) => api.get<T>(`/service/${seg(id)}`);

/** GET /element/{route}/{id}. */
export const element = <T = unknown>(api: ApiClient, route: string, id: number) => api.get<T>(`/element/${seg(route)}/${seg(id)}`);

/** POST /element/{route}/{id}/register: registers for an element (an event, a trip). */
export const registerToElement = <T = unknown>(api: ApiClient, route: string, id: number, body: Record<string, unknown>) =>
  api.post<T>(`/element/${seg(route)}/${seg(id)}/register`, body);

/** GET /service?page=1&nbItem=100&tag={comma list} (data.services). */
export const services = <T = unknown>(api: ApiClient, tags: readonly string[] = [], params: ListParams = { nbItem: 100 }) =>
  api.get<{ services: T[]; total: number }>('/service', listQuery({ ...params, filters: { ...params.filters, tag: tags } }));

/** GET /popup/{id}. */
export const popup = <T = unknown>(api: ApiClient, id: number | string) => api.get<T>(`/popup/${seg(id)}`);

/** GET /google/reviews?from=. */
export const reviews = <T = unknown>(api: ApiClient, from = '') => api.get<T>('/google/reviews', `from=${encodeURIComponent(from)}`);

/** POST /message: the contact form. */
export const sendMessage = <T = unknown>(api: ApiClient, body: Record<string, unknown>) => api.post<T>('/message', body);
