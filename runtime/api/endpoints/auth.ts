import type { ApiClient } from '../create-api-client.ts';

export interface LoginData {
  token: string;
  idSite: number;
}

/** POST /register. */
export const register = <T = unknown>(api: ApiClient, body: Record<string, unknown>) => api.post<T>('/register', body);

/** POST /login: data.token and data.idSite. */
export const login = (api: ApiClient, body: { email: string; password: string }) => api.post<LoginData>('/login', body);

/** POST /logout. */
export const logout = (api: ApiClient) => api.post<unknown>('/logout');

/** PUT /password/reset/ask: sends the reset link. */
export const askPasswordReset = (api: ApiClient, body: { email: string }) => api.put<unknown>('/password/reset/ask', body);

/** PUT /password/reset. */
export const resetPassword = (api: ApiClient, body: { token: string; password: string }) =>
  api.put<unknown>('/password/reset', body);
