import type { ApiClient } from '../create-api-client.ts';

export interface ProfileBody {
  email?: string;
  phone?: string | null;
  firstname?: string;
  lastname?: string;
  birthdate?: string | null;
}

/** GET /user: the profile. */
export const profile = <T = unknown>(api: ApiClient) => api.get<T>('/user');

/** PUT /user: updates the profile fields. */
export const updateProfile = <T = unknown>(api: ApiClient, body: ProfileBody) => api.put<T>('/user', body);

/** PUT /user/password. */
export const changePassword = (api: ApiClient, body: { currentPassword: string; newPassword: string }) =>
  api.put<unknown>('/user/password', body);

/** GET /user/newsletter/lists. */
export const newsletterLists = <T = unknown>(api: ApiClient) => api.get<T[]>('/user/newsletter/lists');

/** GET /user/newsletter/subscription. */
export const newsletterSubscription = <T = unknown>(api: ApiClient) => api.get<T>('/user/newsletter/subscription');

/** PUT /user/newsletter/subscription. */
export const updateNewsletterSubscription = <T = unknown>(api: ApiClient, body: Record<string, unknown>) =>
  api.put<T>('/user/newsletter/subscription', body);

/** POST /newsletter/subscribe: subscribes an email (no account needed). */
export const subscribeNewsletter = (api: ApiClient, body: { email: string } & Record<string, unknown>) =>
  api.post<unknown>('/newsletter/subscribe', body);

/** DELETE /user: deletes the account. */
export const deleteAccount = (api: ApiClient) => api.delete<unknown>('/user');
