import type { Answer } from '../editor-api.ts';
import type { Locale } from '../../../../rules/locale.ts';

export type PersonRole = 'EDITOR' | 'ADMIN' | 'SUPER_ADMIN';
export interface Person { id: number; email: string; role: PersonRole }
export interface PendingInvitation { id: number; email: string; role: 'EDITOR' | 'ADMIN'; createdAt: string; expiresAt: string; invitedByEmail: string | null }

export type PeopleCall = <T>(method: string, path: string, body?: unknown) => Promise<Answer<T>>;

/** The people calls of the editor's API (`/api/admin/editor/people…`, owners only; docs/editor.md, Roles): plain functions, no React. */
export function peopleApi(call: PeopleCall) {
  return {
    list: () => call<{ people: Person[]; invitations: PendingInvitation[] }>('GET', '/people'),
    invite: (email: string, role: 'EDITOR' | 'ADMIN', lang: Locale) => call<{ id: number; email: string }>('POST', '/people/invitations', { email, role, lang }),
    withdraw: (id: number) => call<{ id: number }>('DELETE', `/people/invitations/${id}`),
    setRole: (id: number, role: 'EDITOR' | 'ADMIN') => call<{ id: number; role: string }>('PUT', `/people/${id}`, { role }),
    remove: (id: number) => call<{ id: number }>('DELETE', `/people/${id}`),
  };
}
