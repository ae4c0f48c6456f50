import type { Locale } from '../../../rules/locale.ts';

/** Visible strings of the block catalogue, in French and English. */
export const catalogueMessages = {
  fr: {
    title: 'Catalogue des blocs',
    intro: (site: string) => `Chaque bloc enregistré, avec ses exemples, dans les deux langues et à trois largeurs, aux couleurs du site « ${site} ». Page réservée au développement et aux administrateurs.`,
    contents: 'Blocs',
    props: 'Propriétés',
    prop: 'propriété',
    type: 'type',
    required: 'requise',
    allowed: 'valeurs permises',
    description: 'description',
    yes: 'oui',
    no: 'non',
    noProps: 'Aucune propriété.',
    french: 'Français',
    english: 'Anglais',
    frame: (type: string, lang: string, width: number) => `Bloc ${type}, ${lang}, ${width} px de large`,
    switchLang: 'English',
    all: 'Tous les blocs',
  },
  en: {
    title: 'Block catalogue',
    intro: (site: string) => `Every registered block with its example props, in both languages and at three widths, in the theme of the site “${site}”. For development and administrators only.`,
    contents: 'Blocks',
    props: 'Props',
    prop: 'prop',
    type: 'type',
    required: 'required',
    allowed: 'allowed values',
    description: 'description',
    yes: 'yes',
    no: 'no',
    noProps: 'No props.',
    french: 'French',
    english: 'English',
    frame: (type: string, lang: string, width: number) => `Block ${type}, ${lang}, ${width} px wide`,
    switchLang: 'Français',
    all: 'All blocks',
  },
} as const;

/** `?lang=en` → English; anything else → French (the default language). */
export function catalogueLang(value: string | null | undefined): Locale {
  return value === 'en' ? 'en' : 'fr_FR';
}

/** The three widths of the frames, so the blocks' media queries apply. */
export const FRAME_WIDTHS = [360, 768, 1280] as const;
