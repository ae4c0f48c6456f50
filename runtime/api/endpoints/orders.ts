import type { ApiClient } from '../create-api-client.ts';
import { listQuery } from '../list-query.ts';
import type { ListParams } from '../list-query.ts';
import { seg } from '../path-segment.ts';

/** GET /order?{query} (orders, total; 10 per page). */
export const orders = <T = unknown>(api: ApiClient, params: ListParams = {}) =>
  api.get<{ orders: T[]; total: number }>('/order', listQuery(params));

/** GET /order/{id}. */
export const order = <T = unknown>(api: ApiClient, id: number) => api.get<T>(`/order/${seg(id)}`);

/** GET /list/order/status: status types {id, value}. */
export const orderStatuses = (api: ApiClient) => api.get<{ id: number; value: string }[]>('/list/order/status');

/** GET /order-back?order={id}: the return information of an order. */
export const orderBack = <T = unknown>(api: ApiClient, orderId: number) => api.get<T>('/order-back', { order: orderId });

/** POST /order/{id}/back-products: asks for a return. */
export const returnProducts = <T = unknown>(api: ApiClient, orderId: number, body: Record<string, unknown>) =>
  api.post<T>(`/order/${seg(orderId)}/back-products`, body);

/** GET /order/back-products/is-active. */
export const returnsActive = (api: ApiClient) => api.get<boolean>('/order/back-products/is-active');

/** GET /order-generic-values/{type}. */
export const orderGenericValues = <T = unknown>(api: ApiClient, type: string) => api.get<T>(`/order-generic-values/${seg(type)}`);

/** GET /admin/order/{id}/get-status. */
export const adminOrderStatus = <T = unknown>(api: ApiClient, id: number) => api.get<T>(`/admin/order/${seg(id)}/get-status`);

/** GET /admin/order/{id}/tracking-link. */
export const adminTrackingLink = (api: ApiClient, id: number) => api.get<string>(`/admin/order/${seg(id)}/tracking-link`);
