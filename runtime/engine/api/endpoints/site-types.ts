import type { Element, Page, Resolved } from '../../../../schemas/index.ts';

/** A page as GET /page and GET /page/{id|slug} serve it: resolved, with its paths per locale. */
export type ApiPage = Omit<Resolved<Page>, 'children'> & {
  idSite: number;
  paths: { fr_FR: string; en: string };
  children: ApiPage[];
};

/** One item of an element list (GET /element/{route}). */
export type ApiElement = Resolved<Element>;
