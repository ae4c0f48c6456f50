import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, Localized, LocalizedOr, Nullable, StrictObject, StringEnum } from '../common.schema.ts';

/** The schema of a `Locale` (rules/locale.ts) in site.json's languages; its JSON title stays 'Locale code'. */
export const LocaleSchema = StringEnum(['fr_FR', 'en'], { title: 'Locale code' });

const Country = StrictObject(
  {
    id: Type.Integer({ minimum: 1, description: 'The id of the country in GET /countries and GET /cities/{search}/{idCountry}: its ISO 3166 numeric code, like numCode (France 250)', examples: [250] }),
    alphaTwo: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166 two-letter code', examples: ['FR'] }),
    alphaThree: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 3166 three-letter code', examples: ['FRA'] }),
    numCode: Type.Integer({ minimum: 0, description: 'ISO 3166 numeric code', examples: [250] }),
    name: LocalizedOr(Type.String(), { description: 'Country name', examples: ['France'] }),
  },
  { title: 'Country' },
);

export const LanguageSchema = StrictObject(
  {
    id: Id,
    code: LocaleSchema,
    label: Type.String({ description: 'Name of the language in itself', examples: ['Français', 'English'] }),
    deeplCode: Type.String({ description: 'DeepL target language code', examples: ['FR', 'EN-GB'] }),
    country: Country,
    isValid: Type.Boolean({ description: 'Offered to visitors' }),
  },
  { title: 'Language', description: 'A language of the site (spec §3 Language)' },
);

export const LogoSchema = StrictObject(
  {
    id: Id,
    filename: Type.String({ minLength: 1, description: 'File name under media/logos/', examples: ['logo.svg'] }),
    type: StringEnum(['LOGO', 'LOGO_DARK_THEME', 'LOGO_FOOTER', 'LOGO_LIGHT_THEME', 'LOGO_FAVICON'], { description: 'Where the logo is used' }),
    onlineImage: StrictObject(
      {
        id: Id,
        externalId: Type.String({ description: 'Identifier of the image in its store' }),
        externalType: Type.String({ description: 'Image store (LOCAL for the site folder)', examples: ['LOCAL'] }),
        externalPath: Type.String({ description: 'Path under media/, without the /media prefix' }),
        url: Type.String({ description: 'Served path, e.g. /media/logos/logo.svg' }),
      },
      { title: 'Online image' },
    ),
    alt: LocalizedOr(Type.String(), { description: 'Text alternative of the logo' }),
    width: Type.Optional(Type.Integer({ minimum: 1, description: 'Intrinsic width in pixels (the page reserves its room: no layout shift)' })),
    height: Type.Optional(Type.Integer({ minimum: 1, description: 'Intrinsic height in pixels' })),
  },
  { title: 'Logo', description: 'A logo of the site (spec §3 Logo)' },
);

export const FontSchema = StrictObject(
  {
    id: Id,
    type: StringEnum(['TITLE', 'CONTENT', 'MENU'], { description: 'Text the font is used for' }),
    family: Type.String({ minLength: 1, description: 'CSS font-family list' }),
    color: Type.Optional(Type.String({ description: 'CSS colour of the text', examples: ['#1f4e79'] })),
    size: Type.Optional(Type.Number({ minimum: 1, description: 'Font size in pixels', examples: [16] })),
    weight: Type.Optional(Type.Integer({ minimum: 100, maximum: 900, description: 'CSS font weight', examples: [400, 700] })),
    style: Type.Optional(StringEnum(['normal', 'italic', 'oblique'], { description: 'CSS font style' })),
    files: Type.Array(Type.String({ pattern: '^[^/\\\\]+\\.(woff2?|ttf|otf)$' }), {
      description: 'Font file names under fonts/ (weight read from the name: bold → 700, …)',
    }),
  },
  { title: 'Font', description: 'A font of the site (spec §3 Site info fonts)' },
);

export const SiteInfoSchema = StrictObject(
  {
    url: Type.String({ format: 'uri', description: 'Public URL of the site' }),
    devUrl: Type.Optional(Type.String({ format: 'uri', description: 'URL in development', examples: ['http://autocars.localhost:3000'] })),
    prodUrl: Type.Optional(Type.String({ format: 'uri', description: 'URL in production' })),
    isWinemaker: Type.Boolean({ description: 'A wine estate: wine pages and rules apply' }),
    isECommerce: Type.Boolean({ description: 'Has a shop: cart and checkout routes are open' }),
    isBuilding: Type.Boolean({ description: 'Site under construction' }),
    technicalFileModel: Type.Optional(Nullable(Type.String(), { description: 'Model of the wine technical sheets, if any' })),
    dashboardType: Type.String({ minLength: 1, description: 'Kind of back office', examples: ['SHOWCASE', 'ECOMMERCE'] }),
    defaultLang: StrictObject(
      {
        code: LocaleSchema,
        label: Type.String({ description: 'Name of the language', examples: ['Français'] }),
        flag: Type.String({ description: 'Flag code', examples: ['fr'] }),
      },
      { description: 'Language of pages without prefix' },
    ),
  },
  { title: 'Site info', description: 'Spec §3 Site info' },
);

export const SiteDocumentSchema = DocumentSchema(
  {
    idSite: Type.Integer({ minimum: 1, description: 'Site identifier (idSite header): autocars 87, domaine 88', examples: [87] }),
    name: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', description: 'Folder name of the site' }),
    hosts: Type.Array(Type.String({ format: 'hostname' }), { minItems: 1, description: 'Host names served', examples: [['autocars.localhost']] }),
    info: SiteInfoSchema,
    languages: Type.Array(LanguageSchema, { minItems: 1, description: 'Languages of the site' }),
    logos: Type.Array(LogoSchema, { description: 'Logos, files under media/logos/' }),
    fonts: Type.Array(FontSchema, { description: 'Fonts of titles, content and menu' }),
    description: Type.Optional(Localized),
  },
  {
    title: 'Site',
    description: 'site.json: identity, hosts, languages, logos and fonts of a site',
    examples: [
      {
        $schema: '../../schemas/json/site.schema.json',
        schemaVersion: 1,
        idSite: 89,
        name: 'boulangerie-martin',
        hosts: ['boulangerie-martin.localhost'],
        info: {
          url: 'http://boulangerie-martin.localhost:3000',
          isWinemaker: false,
          isECommerce: false,
          isBuilding: false,
          dashboardType: 'SHOWCASE',
          defaultLang: { code: 'fr_FR', label: 'Français', flag: 'fr' },
        },
        languages: [
          {
            id: 1,
            code: 'fr_FR',
            label: 'Français',
            deeplCode: 'FR',
            country: { id: 250, alphaTwo: 'FR', alphaThree: 'FRA', numCode: 250, name: 'France' },
            isValid: true,
          },
        ],
        logos: [],
        fonts: [],
      },
    ],
  },
);
export type SiteDocument = Static<typeof SiteDocumentSchema>;
export type Language = Static<typeof LanguageSchema>;
export type Logo = Static<typeof LogoSchema>;
export type Font = Static<typeof FontSchema>;
