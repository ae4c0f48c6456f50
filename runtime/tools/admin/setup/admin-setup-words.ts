import type { Locale } from '../../../../rules/locale.ts';
import type { TextPair } from '../../../../rules/text/pick-text.ts';

/** Every visible string of the first admin's setup page, in French and English (the API's answers come translated). */
export const adminSetupWords = {
  fr: {
    title: 'Créer le compte administrateur',
    intro: 'Ce site n’a pas encore d’administrateur. Choisissez l’adresse e-mail et le mot de passe avec lesquels vous vous connecterez à l’administration. Ce lien ne sert qu’une fois.',
    email: 'Adresse e-mail', password: 'Mot de passe', passwordHint: 'De 8 à 200 caractères.',
    submit: 'Créer le compte et me connecter', problem: 'Le compte n’est pas créé :', signIn: 'Se connecter', other: 'English',
  },
  en: {
    title: 'Create the administrator account',
    intro: 'This site has no administrator yet. Choose the e-mail address and the password you will sign in to the administration with. This link works once.',
    email: 'E-mail address', password: 'Password', passwordHint: '8 to 200 characters.',
    submit: 'Create the account and sign me in', problem: 'The account is not created:', signIn: 'Sign in', other: 'Français',
  },
} as const satisfies TextPair<Record<string, string>>;
