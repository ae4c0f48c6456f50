import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { DocumentSchema, Id, Localized, LocalizedOr, Nullable, StrictObject, StringEnum } from './common.schema.ts';

export const LocaleCode = StringEnum(['fr_FR', 'en'], { title: 'Locale code' });

const Country = StrictObject(
  {
    id: Id,
    alphaTwo: Type.String({ pattern: '^[A-Z]{2}$' }),
    alphaThree: Type.String({ pattern: '^[A-Z]{3}$' }),
    numCode: Type.Integer({ minimum: 0 }),
    name: LocalizedOr(Type.String()),
  },
  { title: 'Country' },
);

export const LanguageSchema = StrictObject(
  { id: Id, code: LocaleCode, label: Type.String(), deeplCode: Type.String(), country: Country, isValid: Type.Boolean() },
  { title: 'Language', description: 'A language of the site (spec §3 Language)' },
);

export const LogoSchema = StrictObject(
  {
    id: Id,
    filename: Type.String({ minLength: 1 }),
    type: StringEnum(['LOGO', 'LOGO_DARK_THEME', 'LOGO_FOOTER', 'LOGO_LIGHT_THEME', 'LOGO_FAVICON']),
    onlineImage: StrictObject(
      {
        id: Id,
        externalId: Type.String(),
        externalType: Type.String(),
        externalPath: Type.String({ description: 'Path under media/, without the /media prefix' }),
        url: Type.String({ description: 'Served path, e.g. /media/logos/logo.svg' }),
      },
      { title: 'Online image' },
    ),
    alt: LocalizedOr(Type.String()),
  },
  { title: 'Logo', description: 'A logo of the site (spec §3 Logo)' },
);

export const FontSchema = StrictObject(
  {
    id: Id,
    type: StringEnum(['TITLE', 'CONTENT', 'MENU']),
    family: Type.String({ minLength: 1, description: 'CSS font-family list' }),
    color: Type.Optional(Type.String()),
    size: Type.Optional(Type.Number({ minimum: 1 })),
    weight: Type.Optional(Type.Integer({ minimum: 100, maximum: 900 })),
    style: Type.Optional(StringEnum(['normal', 'italic', 'oblique'])),
    files: Type.Array(Type.String({ pattern: '^[^/\\\\]+\\.(woff2?|ttf|otf)$' }), {
      description: 'Font file names under fonts/ (weight read from the name: bold → 700, …)',
    }),
  },
  { title: 'Font', description: 'A font of the site (spec §3 Site info fonts)' },
);

export const SiteInfoSchema = StrictObject(
  {
    url: Type.String({ format: 'uri', description: 'Public URL of the site' }),
    devUrl: Type.Optional(Type.String({ format: 'uri' })),
    prodUrl: Type.Optional(Type.String({ format: 'uri' })),
    isWinemaker: Type.Boolean(),
    isECommerce: Type.Boolean(),
    isBuilding: Type.Boolean({ description: 'Site under construction' }),
    technicalFileModel: Type.Optional(Nullable(Type.String())),
    dashboardType: Type.String({ minLength: 1 }),
    defaultLang: StrictObject({ code: LocaleCode, label: Type.String(), flag: Type.String() }),
  },
  { title: 'Site info', description: 'Spec §3 Site info' },
);

export const SiteDocumentSchema = DocumentSchema(
  {
    idSite: Type.Integer({ minimum: 1, description: 'Site identifier (idSite header): autocars 87, domaine 88' }),
    name: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', description: 'Folder name of the site' }),
    hosts: Type.Array(Type.String({ format: 'hostname' }), { minItems: 1, description: 'Host names served' }),
    info: SiteInfoSchema,
    languages: Type.Array(LanguageSchema, { minItems: 1 }),
    logos: Type.Array(LogoSchema),
    fonts: Type.Array(FontSchema),
    description: Type.Optional(Localized),
  },
  { title: 'Site', description: 'site.json: identity, hosts, languages, logos and fonts of a site' },
);
export type SiteDocument = Static<typeof SiteDocumentSchema>;
export type Language = Static<typeof LanguageSchema>;
export type Logo = Static<typeof LogoSchema>;
export type Font = Static<typeof FontSchema>;
