import type { Static } from '@sinclair/typebox';
import type { GrantedRole, InvitationSchema, PersonSchema } from '../../../../schemas/api/editor/editor-people.ts';
import { peopleContracts } from '../../../../schemas/api/editor/people-contracts.ts';
import type { EditorCall } from '../editor-api.ts';
import type { Locale } from '../../../../rules/locale.ts';

export type Person = Static<typeof PersonSchema>;
export type PersonRole = Person['role'];
export type PendingInvitation = Static<typeof InvitationSchema>;

/** The people calls of the editor's API (`/api/admin/editor/people…`, owners only; docs/editor.md, Roles), each by its contract: plain functions, no React. */
export function peopleApi(call: EditorCall) {
  return {
    list: () => call(peopleContracts.list, {}),
    invite: (email: string, role: GrantedRole, lang: Locale) => call(peopleContracts.invite, { body: { email, role, lang } }),
    withdraw: (id: number) => call(peopleContracts.withdraw, { params: { id } }),
    setRole: (id: number, role: GrantedRole) => call(peopleContracts.setRole, { params: { id }, body: { role } }),
    remove: (id: number) => call(peopleContracts.remove, { params: { id } }),
  };
}
