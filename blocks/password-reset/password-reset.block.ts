import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';

/**
 * The password reset screens: on `/password/reset/ask` the e-mail form that sends the link, on
 * `/password/reset/{token}` the new password form (`components/password-reset-ask.json` and
 * `components/password-reset-token.json`).
 */
export const PasswordResetSchema = Type.Object(
  {
    intro: Type.Optional(
      Type.String({
        description: 'A sentence over the form, instead of the default one.',
        ...fieldUi(
          { fr: 'Introduction', en: 'Introduction' },
          {
            fr: 'Une phrase au-dessus du formulaire. Vide : la phrase par défaut.',
            en: 'A sentence above the form. Empty: the default sentence.',
          },
        ),
      }),
    ),
  },
  { additionalProperties: false },
);
export type PasswordResetProps = Static<typeof PasswordResetSchema>;

export interface PasswordResetData {
  /** The token of the link (the route's `:token`), null on the ask page. */
  token: string | null;
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const passwordResetBlock: BlockDeclaration<typeof PasswordResetSchema, PasswordResetData> = { type: 'password-reset', schema: PasswordResetSchema };
