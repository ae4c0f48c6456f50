import { contactContracts } from '../../../../schemas/api/content/contact-contracts.ts';
import { calendarContracts } from '../../../../schemas/api/content/calendar-contracts.ts';
import { elementContracts } from '../../../../schemas/api/content/element-contracts.ts';
import { listContracts } from '../../../../schemas/api/content/list-contracts.ts';
import type { RouteInput } from '../../../../schemas/api/route-contract.ts';
import type { ApiClient } from '../create-api-client.ts';
import { listQuery } from '../list-query.ts';
import type { ListParams } from '../list-query.ts';

/** GET /news/{id or slug}. */
export const newsItem = (api: ApiClient, idOrSlug: number | string) => api.call(listContracts.newsItem, { params: { idOrSlug: String(idOrSlug) } });

/** GET /service/{id} (§4 service detail). */
export const service = (api: ApiClient, id: number) => api.call(listContracts.service, { params: { id } });

/** GET /element/{route}/{id}. */
export const element = (api: ApiClient, route: string, id: number) => api.call(elementContracts.read, { params: { route, id } });

/**
 * POST /element/{route}/{id}/register: registers for an element (an event, a trip). The body is
 * the registration form's payload as typed; the contract refuses a wrong one, at the field, on the server.
 */
export const registerToElement = (api: ApiClient, route: string, id: number, body: Readonly<Record<string, unknown>>) =>
  api.call(elementContracts.register, { params: { route, id }, body: body as RouteInput<typeof elementContracts.register>['body'] });

/** GET /service?page=1&nbItem=100&tag={comma list} (data.services). */
export const services = (api: ApiClient, tags: readonly string[] = [], params: ListParams = { nbItem: 100 }) =>
  api.call(listContracts.services, { query: listQuery({ ...params, filters: { ...params.filters, tag: tags } }) });

/** GET /popup/{id}. */
export const popup = (api: ApiClient, id: number) => api.call(listContracts.popup, { params: { id } });

/** GET /google/reviews?from= (every stored review without `from`). */
export const reviews = (api: ApiClient, from = '') => api.call(calendarContracts.reviews, { query: from === '' ? {} : { from } });

/**
 * POST /message: the contact form. The body is built from the site's form (its fields named
 * name, email, message…); a form without them is refused by the contract, at the field, by the server.
 */
export const sendMessage = (api: ApiClient, body: Readonly<Record<string, string>>) =>
  api.call(contactContracts.message, { body: body as RouteInput<typeof contactContracts.message>['body'] });
