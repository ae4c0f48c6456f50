import type {
  ComponentConfig,
  Element,
  Font,
  Language,
  Logo,
  Page,
  Resolved,
  SiteDocument,
  SiteParameter,
} from '../../../schemas/index.ts';

/** A site parameter as GET /parameter serves it (Localized values resolved). */
export type ApiSiteParameter = Resolved<SiteParameter>;

/** GET /site/info: the site identity, its §3 info, languages, logos and fonts. */
export type ApiSiteInfo = Resolved<SiteDocument['info']> & {
  idSite: number;
  name: string;
  languages: Resolved<Language>[];
  logos: Resolved<Logo>[];
  fonts: Resolved<Font>[];
};

/** A page as GET /page and GET /page/{id|slug} serve it: resolved, with its paths per locale. */
export type ApiPage = Omit<Resolved<Page>, 'children'> & {
  idSite: number;
  paths: { fr_FR: string; en: string };
  children: ApiPage[];
};

/** GET /component/conf/{slug}. */
export interface ApiComponentConf {
  slug: string;
  config: Resolved<ComponentConfig>;
}

/** One item of an element list (GET /element/{route}). */
export type ApiElement = Resolved<Element>;
