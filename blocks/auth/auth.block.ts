import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { UserProfile } from '../../schemas/api/account/user-profile.ts';

/** Sign-in and registration (place it on `/auth` with `components/auth.json`). */
export const AuthSchema = Type.Object(
  {
    intro: Type.Optional(
      Type.String({
        description: 'A sentence over the two forms.',
        ...fieldUi(
          { fr: 'Introduction', en: 'Introduction' },
          {
            fr: 'Une phrase au-dessus des formulaires de connexion et d’inscription. Vide : pas de phrase.',
            en: 'A sentence above the sign-in and sign-up forms. Empty: none.',
          },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type AuthProps = Static<typeof AuthSchema>;

export interface AuthData {
  /** The member already signed in on this device, or null. */
  user: Pick<UserProfile, 'email' | 'firstname'> | null;
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const authBlock: BlockDeclaration<typeof AuthSchema, AuthData> = { type: 'auth', schema: AuthSchema };
