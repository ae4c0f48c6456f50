import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route-contract.ts';
import { OpenObject } from '../open-object.ts';
import {
  AcceptAnswerSchema, AcceptBodySchema, GrantedRoleSchema, InvitationCheckSchema, InvitationQuerySchema, InviteBodySchema, PeopleSchema, PersonParamsSchema,
  RoleBodySchema,
} from './editor-people.ts';

const Id = Type.Integer({ minimum: 1 });

/** A role changed or removed: the person, and the role they have now (MEMBER: no editing rights left). */
export const RoleChangedSchema = OpenObject({ id: Id, email: Type.String(), role: Type.Union([GrantedRoleSchema, Type.Literal('MEMBER')]) });

/** The editor's people (owners only) and the invitation link (anyone holding it): decision 0067, decision 0073. */
export const peopleContracts = {
  list: defineRoute({ method: 'GET', path: '/admin/editor/people', answer: PeopleSchema }),
  invite: defineRoute({
    method: 'POST',
    path: '/admin/editor/people/invitations',
    body: InviteBodySchema,
    answer: OpenObject({ id: Id, email: Type.String(), role: GrantedRoleSchema, expiresAt: Type.String() }),
  }),
  withdraw: defineRoute({ method: 'DELETE', path: '/admin/editor/people/invitations/:id', params: PersonParamsSchema, answer: OpenObject({ id: Id }) }),
  setRole: defineRoute({ method: 'PUT', path: '/admin/editor/people/:id', params: PersonParamsSchema, body: RoleBodySchema, answer: RoleChangedSchema }),
  remove: defineRoute({ method: 'DELETE', path: '/admin/editor/people/:id', params: PersonParamsSchema, answer: RoleChangedSchema }),
  checkInvitation: defineRoute({ method: 'GET', path: '/admin/invitation', query: InvitationQuerySchema, answer: InvitationCheckSchema }),
  acceptInvitation: defineRoute({ method: 'POST', path: '/admin/invitation', body: AcceptBodySchema, answer: AcceptAnswerSchema }),
};
