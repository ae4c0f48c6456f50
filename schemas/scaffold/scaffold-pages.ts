import { currentSchemaVersion } from '../migrations/migrations.ts';
import { keyBlocks } from '../migrations/key-blocks.ts';
import type { LayoutBlock } from '../migrations/key-blocks.ts';
import type { ComponentDocument } from '../site/component.schema.ts';
import type { PagesDocument } from '../site/page.schema.ts';

const header = (kind: string, depth: number) => ({ $schema: `${'../'.repeat(depth)}schemas/json/${kind}.schema.json`, schemaVersion: 1 });

/** The page tree of a new site: one content page, the contact page (home and legal pages are fixed routes). */
export function scaffoldPages(company: string): PagesDocument {
  return {
    ...header('pages', 2),
    pages: [
      {
        id: 10,
        idParent: null,
        order: 10,
        type: null,
        isValid: true,
        isText: false,
        showInMenu: true,
        cms: { isCmsPage: true, route: 'nous-contacter' },
        link: { type: 'NONE', url: '', jsCode: '' },
        title: { fr: `Contacter ${company}`, en: `Contact ${company}` },
        menuTitle: { fr: 'Contact', en: 'Contact' },
        metaDescription: {
          fr: `Coordonnées et horaires d’ouverture de ${company}.`,
          en: `Contact details and opening hours of ${company}.`,
        },
        url: { fr: 'nous-contacter', en: 'contact-us' },
        rightPages: { fr: [], en: [] },
        children: [],
      },
    ],
  } as PagesDocument;
}

/** A component of the current format: its blocks keyed as the format 2 migration keys them. */
const component = (slug: string, { layout, ...config }: Omit<ComponentDocument['config'], 'layout'> & { layout: LayoutBlock[] }): ComponentDocument =>
  ({ ...header('component', 3), schemaVersion: currentSchemaVersion('component'), slug, config: { ...config, layout: keyBlocks(slug, layout) } }) as ComponentDocument;

/** The home page and the contact page of a new site. */
export function scaffoldContentComponents(company: string): ComponentDocument[] {
  return [
    component('home', {
      title: { fr: company, en: company },
      metaDescription: { fr: `Bienvenue sur le site de ${company}.`, en: `Welcome to the website of ${company}.` },
      layout: [
        {
          type: 'hero',
          props: {
            title: { fr: `Bienvenue chez ${company}`, en: `Welcome to ${company}` },
            subtitle: { fr: 'Découvrez qui nous sommes et comment nous joindre.', en: 'Find out who we are and how to reach us.' },
            cta: { label: { fr: 'Nous contacter', en: 'Contact us' }, href: { fr: '/nous-contacter', en: '/en/contact-us' } },
          },
        },
        {
          type: 'rich-text',
          props: {
            title: { fr: 'Un site tout neuf', en: 'A brand new website' },
            html: {
              fr: '<p>Ce site vient d’être créé avec Vitrine. Son contenu se modifie dans les fichiers JSON de son dossier : cette page dans <code>components/home.json</code>, le menu dans <code>pages.json</code>, les couleurs et les coordonnées dans <code>parameters.json</code>.</p>',
              en: '<p>This website was just created with Vitrine. Its content lives in the JSON files of its folder: this page in <code>components/home.json</code>, the menu in <code>pages.json</code>, colours and contact details in <code>parameters.json</code>.</p>',
            },
          },
        },
      ],
    }),
    component('nous-contacter', {
      layout: [
        { type: 'contact-details', props: { title: { fr: 'Nos coordonnées', en: 'Our contact details' } } },
        { type: 'opening-hours', props: { title: { fr: 'Horaires d’ouverture', en: 'Opening hours' } } },
      ],
    }),
  ];
}

/** The legal pages: a `legal-text` block showing the legal text parameter of each. */
export function scaffoldLegalComponents(company: string): ComponentDocument[] {
  const pages = [
    ['legal-notice', 'LEGAL_NOTICE', 'Mentions légales', 'Legal notice'],
    ['privacy-policy', 'PRIVACY_POLICY', 'Politique de confidentialité', 'Privacy policy'],
    ['cookie-policy', 'COOKIE_POLICY', 'Politique de cookies', 'Cookie policy'],
    ['use-terms', 'USE_TERMS', 'Conditions générales d’utilisation', 'Terms of use'],
  ] as const;
  return pages.map(([slug, parameter, fr, en]) =>
    component(slug, {
      title: { fr, en },
      metaDescription: { fr: `${fr} du site de ${company}.`, en: `${en} of the website of ${company}.` },
      layout: [{ type: 'legal-text', props: { parameter } }],
    }),
  );
}
