import { type Lang, toLocale } from '../../../rules/locale.ts';

/** One validation error of the draft, at its file, JSON pointer and language (the API's EditorError). */
export interface DraftError {
  file: string;
  pointer: string;
  lang: Lang | null;
  message: string;
}

/** A link to a page (the API's PageLink). */
export interface PageLinkRef {
  file: string;
  pointer: string;
  lang: Lang | null;
  fromPage?: number;
  component?: { slug: string; block: { pointer: string; type: string }; pages: number[] };
}

export type Documents = Record<string, Record<string, unknown>>;

/** A place both editors changed differently (the API's EditorMergeConflict); `theirs`/`mine` absent: removed. */
export interface MergeConflict {
  file: string;
  id: string;
  pointer: string;
  kind: 'value' | 'removed' | 'order';
  theirs?: unknown;
  mine?: unknown;
}

/** What a write says it started from, for the server to merge it over a draft that moved: the documents at its base revision, the owner's choices (`file#id`). */
export interface WriteMerge {
  base: Record<string, Record<string, unknown> | null>;
  resolve?: Record<string, 'theirs' | 'mine'>;
}

/** An answer of the editor's API: the envelope with the HTTP status. */
export interface Answer<T> {
  status: number;
  success: boolean;
  data: T;
  message: string;
}

/** One call to `/api/admin/editor…` in the editor's language, its envelope and status read (no React). */
export function editorCaller(idSite: number, lang: () => Lang, fetchFn: typeof fetch = (...args) => fetch(...args)) {
  return async function call<T>(method: string, path: string, body?: unknown, keepalive = false): Promise<Answer<T>> {
    const response = await fetchFn(`/api/admin/editor${path}`, {
      method,
      ...(keepalive ? { keepalive } : {}),
      credentials: 'same-origin',
      headers: { idSite: String(idSite), userLang: toLocale(lang()), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    let envelope: { success?: boolean; data?: T; message?: string } = {};
    try {
      envelope = (await response.json()) as typeof envelope;
    } catch {
      // not JSON: the status speaks
    }
    return { status: response.status, success: envelope.success === true, data: envelope.data as T, message: envelope.message ?? response.statusText };
  };
}

/** The editor's calls to `/api/admin/editor/…` (docs/editor.md): plain functions over fetch, no React. */
export function editorApi(idSite: number, lang: () => Lang, fetchFn: typeof fetch = (...args) => fetch(...args)) {
  const call = editorCaller(idSite, lang, fetchFn);
  return {
    draft: () => call<{ revision: number; changed: string[]; files: Documents; conflicts?: string[] }>('GET', '/draft'),
    /** `rebase`: files changed on the live site since the draft took them, written again from the live text of now. */
    write: (baseRevision: number, files: Record<string, Record<string, unknown> | null>, rebase?: string[], merge?: WriteMerge) =>
      call<{ revision: number; changed: string[]; errors: DraftError[]; merged?: boolean; mergeConflicts?: MergeConflict[] }>('PATCH', '/draft', { baseRevision, files, ...(rebase ? { rebase } : {}), ...merge }),
    /** The same write as the page goes away: the browser finishes it after the page is gone (keepalive). */
    writeOnLeave: (baseRevision: number, files: Record<string, Record<string, unknown> | null>, merge?: WriteMerge) =>
      call<{ revision: number }>('PATCH', '/draft', { baseRevision, files, ...merge }, true),
    /** Renews this editor's lease on `page` ('home' or a page id); answers the other editors open on the site. */
    presence: (tab: string, page: string) => call<{ others: { name: string; page: string; self: boolean }[] }>('PUT', '/presence', { tab, page }),
    /** This editor leaves (the page goes away): its lease is dropped at once. */
    leave: (tab: string) => call<{ tab: string }>('DELETE', '/presence', { tab }, true),
    validate: () => call<{ revision: number; errors: DraftError[] }>('GET', '/validate'),
    links: (idPage: number) => call<{ revision: number; links: PageLinkRef[] }>('GET', `/pages/${idPage}/links`),
    status: () => call<{ revision: number; changed: string[]; servedVersion: string; publishedVersion?: string | null }>('GET', '/status'),
    /** `message`: the owner's words for the history (empty: none). */
    publish: (baseRevision: number, message = '') =>
      call<{ version: string; published: boolean; served: boolean; revision: number; errors?: DraftError[]; conflicts?: string[] }>('POST', '/publish', { baseRevision, ...(message.trim() ? { message: message.trim() } : {}) }),
    /** Any other call under `/api/admin/editor` (people: people/people-api.ts). */
    request: call,
  };
}

export type EditorApi = ReturnType<typeof editorApi>;
