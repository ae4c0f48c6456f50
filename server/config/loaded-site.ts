import type {
  ComponentDocument, DocumentKindName, DocumentOf, Page, SiteDocument, SiteParameter,
} from '../../schemas/index.ts';
import { indexPages, type PageIndex } from './page-index.ts';

/** One valid configuration document as loaded from disk. */
export interface StoredDocument {
  kind: DocumentKindName;
  /** Path inside the site folder, with forward slashes (`components/home.json`). */
  path: string;
  json: unknown;
  /** sha256 (hex) of the document, for ETags. */
  hash: string;
  /** The file's identity when it was read: a reload skips reading a file whose stamp is unchanged. */
  stamp?: string;
}

/** A site with its documents and the indexes the API reads per request. */
export interface LoadedSite {
  idSite: number;
  name: string;
  /** Absolute path of the site folder (`site-configs/autocars`). */
  folder: string;
  site: StoredDocument & { json: SiteDocument };
  parameters: SiteParameter[];
  pages: Page[];
  pageIndex: PageIndex;
  /** Component slug → document: its own `slug`, plus each language slug of the page naming it. */
  components: Map<string, StoredDocument & { json: ComponentDocument }>;
  /** Every document by path. */
  documents: Map<string, StoredDocument>;
  /** Hash of a kind's document, e.g. `hashOf('pages')`; empty when absent. */
  hashOf(kind: DocumentKindName): string;
  /** The validated document (defaults filled) of a kind with one file per site (`forms`…). */
  document<K extends DocumentKindName>(kind: K): DocumentOf<K> | undefined;
}

/** Builds a LoadedSite from its valid documents; null without a valid `site.json`. */
const pageIndexes = new WeakMap<readonly Page[], PageIndex>();

/** The index of a page tree, built once per tree object (a reload keeps an unchanged pages.json as the same object). */
function pageIndexOf(pages: Page[]): PageIndex {
  let index = pageIndexes.get(pages);
  if (!index) {
    index = indexPages(pages);
    pageIndexes.set(pages, index);
  }
  return index;
}

export function buildLoadedSite(folder: string, documents: Map<string, StoredDocument>): LoadedSite | null {
  const siteDoc = documents.get('site.json') as (StoredDocument & { json: SiteDocument }) | undefined;
  if (!siteDoc) return null;
  const byKind = new Map<DocumentKindName, StoredDocument>();
  for (const doc of documents.values()) if (doc.kind !== 'component') byKind.set(doc.kind, doc);
  const parametersDoc = byKind.get('parameters')?.json as { parameters: SiteParameter[] } | undefined;
  const pages = (byKind.get('pages')?.json as { pages: Page[] } | undefined)?.pages ?? [];
  const pageIndex = pageIndexOf(pages);

  const components = new Map<string, StoredDocument & { json: ComponentDocument }>();
  for (const doc of documents.values()) {
    if (doc.kind === 'component') components.set((doc.json as ComponentDocument).slug, doc as StoredDocument & { json: ComponentDocument });
  }
  for (const { page } of pageIndex.byId.values()) {
    const route = page.cms.route;
    const doc = route ? components.get(route) : undefined;
    if (!doc) continue;
    for (const slug of [page.url.fr, page.url.en]) if (!components.has(slug)) components.set(slug, doc);
  }

  return {
    idSite: siteDoc.json.idSite,
    name: siteDoc.json.name,
    folder,
    site: siteDoc,
    parameters: parametersDoc?.parameters ?? [],
    pages,
    pageIndex,
    components,
    documents,
    hashOf: (kind) => byKind.get(kind)?.hash ?? '',
    document: <K extends DocumentKindName>(kind: K) => byKind.get(kind)?.json as DocumentOf<K> | undefined,
  };
}
