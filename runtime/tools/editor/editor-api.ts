import type { Static } from '@sinclair/typebox';
import { type Lang, toLocale } from '../../../rules/locale.ts';
import { draftContracts } from '../../../schemas/api/editor/draft-contracts.ts';
import type { EditorError, EditorMergeConflict, EditorPageLink, EditorStaleSchema } from '../../../schemas/api/editor/editor.ts';
import { fillPath, type AnswerOf, type CallInput, type JsonRouteContract } from '../../../schemas/api/route-contract.ts';
import { answerOutsideContract } from '../../engine/api/answer-outside-contract.ts';
import { buildUrl } from '../../engine/api/build-url.ts';
import type { QueryValue } from '../../engine/api/api-result.ts';

/** One validation error of the draft, at its file, JSON pointer and language (what the editor reads of the API's EditorError). */
export type DraftError = Pick<EditorError, 'file' | 'pointer' | 'lang' | 'message'>;

/** A link to a page (the API's EditorPageLink). */
export type PageLinkRef = EditorPageLink;

export type Documents = Record<string, Record<string, unknown>>;

/** A place both editors changed differently (the API's EditorMergeConflict); `theirs`/`mine` absent: removed. */
export type MergeConflict = EditorMergeConflict;

/** What a write says it started from, for the server to merge it over a draft that moved: the documents at its base revision, the owner's choices (`file#id`); and its id, for the server to apply it once however often it is sent. */
export type WriteMerge = Required<Pick<CallInput<typeof draftContracts.write>['body'], 'base'>> & Pick<CallInput<typeof draftContracts.write>['body'], 'resolve' | 'writeId'>;

/** What a refusal carries besides its message: the 409 of a stale revision or a conflict, the 422's errors (schemas/api/editor/editor.ts). */
export type Refusal = Partial<Static<typeof EditorStaleSchema>> & { errors?: DraftError[] };

/** An answer of the editor's API: the envelope with the HTTP status; `data` the contract's answer, or a refusal's data. */
export interface Answer<T> {
  status: number;
  success: boolean;
  data: T;
  message: string;
}

/** One call of the editor's API from its contract (decision 0073), in the editor's language; the answer typed by the contract and checked by it in development and tests. */
export type EditorCall = <C extends JsonRouteContract>(contract: C, input: CallInput<C>, options?: { keepalive?: boolean }) => Promise<Answer<AnswerOf<C> & Refusal>>;

/**
 * The editor's caller (no React): the contract's method and path under `/api`, its query and JSON
 * body; the envelope and the status read — the editor acts on a 409's revision and a 422's errors,
 * and a write as the page goes away is sent with `keepalive`.
 */
export function editorCaller(idSite: number, lang: () => Lang, fetchFn: typeof fetch = (...args) => fetch(...args)): EditorCall {
  return async function call<C extends JsonRouteContract>(contract: C, input: CallInput<C>, options: { keepalive?: boolean } = {}) {
    const { params, query, body } = input as { params?: Record<string, unknown>; query?: Record<string, QueryValue>; body?: unknown };
    const response = await fetchFn(buildUrl('/api', fillPath(contract.path, params), query), {
      method: contract.method,
      ...(options.keepalive ? { keepalive: true } : {}),
      credentials: 'same-origin',
      headers: { idSite: String(idSite), userLang: toLocale(lang()), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    let envelope: { success?: boolean; data?: AnswerOf<C> & Refusal; message?: string } = {};
    try {
      envelope = (await response.json()) as typeof envelope;
    } catch {
      // not JSON: the status speaks
    }
    const answer = { status: response.status, success: envelope.success === true, data: envelope.data as AnswerOf<C> & Refusal, message: envelope.message ?? response.statusText };
    const outside = answer.success ? await answerOutsideContract(contract, answer.data) : null;
    return outside === null ? answer : { ...answer, success: false, message: outside };
  };
}

/** The editor's calls to `/api/admin/editor/…` (docs/editor.md), each by its contract: plain functions over fetch, no React. */
export function editorApi(idSite: number, lang: () => Lang, fetchFn: typeof fetch = (...args) => fetch(...args)) {
  const call = editorCaller(idSite, lang, fetchFn);
  return {
    draft: () => call(draftContracts.read, {}),
    /** `rebase`: files changed on the live site since the draft took them, written again from the live text of now. */
    write: (baseRevision: number, files: Record<string, Record<string, unknown> | null>, rebase?: string[], merge?: WriteMerge) =>
      call(draftContracts.write, { body: { baseRevision, files, ...(rebase ? { rebase } : {}), ...merge } }),
    /** The same write as the page goes away: the browser finishes it after the page is gone (keepalive). */
    writeOnLeave: (baseRevision: number, files: Record<string, Record<string, unknown> | null>, merge?: WriteMerge) =>
      call(draftContracts.write, { body: { baseRevision, files, ...merge } }, { keepalive: true }),
    /** Renews this editor's lease on `page` ('home' or a page id); answers the other editors open on the site. */
    presence: (tab: string, page: string) => call(draftContracts.presence, { body: { tab, page } }),
    /** This editor leaves (the page goes away): its lease is dropped at once. */
    leave: (tab: string) => call(draftContracts.leave, { body: { tab } }, { keepalive: true }),
    validate: () => call(draftContracts.validate, {}),
    links: (idPage: number) => call(draftContracts.links, { params: { idPage } }),
    status: () => call(draftContracts.status, {}),
    /** `message`: the owner's words for the history (empty: none). */
    publish: (baseRevision: number, message = '') => call(draftContracts.publish, { body: { baseRevision, ...(message.trim() ? { message: message.trim() } : {}) } }),
    /** Any other call of the editor's API by its contract (people: people/people-api.ts). */
    call,
  };
}

export type EditorApi = ReturnType<typeof editorApi>;
