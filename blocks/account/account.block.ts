import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { fieldUi } from '../../runtime/index.server.ts';
import type { BlockDeclaration } from '../../runtime/index.server.ts';
import type { NewsletterList } from '../../schemas/api/account/newsletter-contracts.ts';
import type { UserProfile } from '../../schemas/api/account/user-profile.ts';

/**
 * The member's account: `dashboard` on `/account` (greeting, newsletter, links), `profile` on
 * `/account/profil` (details, password, deletion). A visitor is asked to sign in.
 */
export const AccountSchema = Type.Object(
  {
    view: Type.Union([Type.Literal('dashboard'), Type.Literal('profile')], {
      default: 'dashboard',
      description: 'Which part of the account the page shows.',
      ...fieldUi(
        { fr: 'Partie du compte', en: 'Account part' },
        { fr: 'La partie du compte que montre cette page.', en: 'The part of the account this page shows.' },
        { choices: { dashboard: { fr: 'Tableau de bord', en: 'Dashboard' }, profile: { fr: 'Profil', en: 'Profile' } } },
      ),
    }),
  },
  { additionalProperties: false },
);
export type AccountProps = Static<typeof AccountSchema>;

export interface AccountData {
  user: UserProfile | null;
  newsletter: NewsletterChoice | null;
  /** The token of a link confirming a new e-mail (`?email-token=` on the profile page), shown signed in or not. */
  emailToken?: string | null;
}

export interface NewsletterChoice {
  lists: NewsletterList[];
  subscribed: string[];
}

/** The block's one declaration (decision 0077): its type, its props schema and the data its server part loads; both halves are typed from it. */
export const accountBlock: BlockDeclaration<typeof AccountSchema, AccountData> = { type: 'account', schema: AccountSchema };
