import type { Locale } from '../../../../rules/locale.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';

/** Every visible string of the invitation page (decision 0067), in French and English (the API's answers come translated). */
export const invitationWords = {
  fr: {
    title: 'Invitation à modifier le site',
    asEditor: 'Vous êtes invité à modifier ce site comme rédacteur : vous préparerez et prévisualiserez les pages, un propriétaire les publiera.',
    asOwner: 'Vous êtes invité à modifier ce site comme propriétaire : vous pourrez modifier, publier et gérer les personnes.',
    email: 'Adresse e-mail', password: 'Mot de passe', passwordHint: 'De 8 à 200 caractères. Ce lien ne sert qu’une fois.',
    create: 'Créer mon compte et accepter', accept: 'Accepter l’invitation', problem: 'L’invitation n’est pas acceptée :',
    signIn: 'Me connecter pour accepter', other: 'English',
  },
  en: {
    title: 'Invitation to edit the website',
    asEditor: 'You are invited to edit this site as an editor: you will prepare and preview pages, and an owner publishes them.',
    asOwner: 'You are invited to edit this site as an owner: you will edit, publish and manage people.',
    email: 'E-mail address', password: 'Password', passwordHint: '8 to 200 characters. This link works once.',
    create: 'Create my account and accept', accept: 'Accept the invitation', problem: 'The invitation is not accepted:',
    signIn: 'Sign in to accept', other: 'Français',
  },
} as const satisfies TextPair<Record<string, string>>;
