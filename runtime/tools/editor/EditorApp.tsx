import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AddBlockDialog, type CatalogueBlock } from './AddBlockDialog.tsx';
import { blockLabel } from './block-label.ts';
import { describeError, fileWords, HOME_FILE, pageTitle, refOfFile, type SiteWords } from './describe-error.ts';
import { editorApi, type DraftError, type PageLinkRef } from './editor-api.ts';
import { editorText } from './editor-messages.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { HistoryButtons } from './history/HistoryButtons.tsx';
import { PublishNote } from './history/PublishNote.tsx';
import { BlockForm, type FieldError } from './form/BlockForm.tsx';
import { blockAt, pathKey, updateBlock, type BlockPath, type LayoutBlock } from './layout-ops.ts';
import { LinksList } from './LinksList.tsx';
import { MediaLibrary } from './media/MediaLibrary.tsx';
import { MergeDialog } from './MergeDialog.tsx';
import { Modal } from './Modal.tsx';
import { NewPageDialog, type NewPage } from './NewPageDialog.tsx';
import { Outline } from './Outline.tsx';
import { PageList, type PageRef } from './PageList.tsx';
import { PageSettings } from './PageSettings.tsx';
import { PeopleDialog } from './people/PeopleDialog.tsx';
import { peopleText } from './people/people-words.ts';
import { PresenceNotice } from './PresenceNotice.tsx';
import { addPage, findPage, flattenPages, freeRoute, movePage, pagePaths, removePage, updatePage, type PagesDoc } from './page-ops.ts';
import { placeError, plainMessage } from './place-error.ts';
import { siteImages } from './site-images.ts';
import { useDraft } from './use-draft.ts';
import { useLayoutEditing } from './use-layout-editing.ts';
import { usePresence } from './use-presence.ts';
import { usePublish } from './use-publish.ts';
import type { Lang } from '../../../rules/locale.ts';

export interface EditorAppProps {
  idSite: number;
  siteName: string;
  initialLang: Lang;
  /** An editor drafts and previews; an owner also publishes and manages people (decision 0067). */
  access: 'editor' | 'owner';
}

type Panel = { kind: 'block'; path: BlockPath } | { kind: 'page' } | null;
type Dialog = { kind: 'new' } | { kind: 'delete'; id: number } | null;
type Component = { config: { layout: LayoutBlock[]; [key: string]: unknown }; [key: string]: unknown };

const isTyping = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The owners' editor (issue 33): pages on the left with the open page's blocks, the draft's
 * preview in the middle, the chosen block's form (or the page's settings) on the right; every
 * change a step of the undo history and written to the server's draft; publish when no error is left.
 */
export function EditorApp({ idSite, siteName, initialLang, access }: EditorAppProps): ReactNode {
  const [lang, setLang] = useState<Lang>(initialLang);
  const langRef = useRef(lang);
  langRef.current = lang;
  const api = useMemo(() => editorApi(idSite, () => langRef.current), [idSite]);
  const draft = useDraft(api, `vitrine:editor:pending:${idSite}`);
  const [peopleOpen, setPeopleOpen] = useState(false);
  const [catalogue, setCatalogue] = useState<CatalogueBlock[]>([]);
  const [media, setMedia] = useState<string[]>([]);
  const [selected, setSelected] = useState<PageRef>('home');
  const [panel, setPanel] = useState<Panel>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [links, setLinks] = useState<PageLinkRef[] | null>(null);
  const [announce, setAnnounce] = useState('');
  const [focus, setFocus] = useState<{ pointer: string; lang: Lang | null; at: number } | undefined>();
  const [previewLang, setPreviewLang] = useState<Lang>(initialLang);
  const [previewKey, setPreviewKey] = useState(0);
  const previewRef = useRef<HTMLIFrameElement>(null);
  const others = usePresence(api, String(selected));
  const { publish, doPublish, note, setNote } = usePublish(api, draft, lang, () => setPreviewKey((key) => key + 1));

  useEffect(() => {
    void fetch('/admin/editor/blocks', { credentials: 'same-origin' }).then(async (response) => (response.ok ? setCatalogue((await response.json()) as CatalogueBlock[]) : undefined));
    void fetch('/admin/editor/media', { credentials: 'same-origin' }).then(async (response) => (response.ok ? setMedia((await response.json()) as string[]) : undefined));
  }, []);

  const switchLang = (next: Lang) => {
    setLang(next);
    document.documentElement.lang = next;
    document.title = editorText(next, 'title');
    document.cookie = `editor-lang=${next}; path=/admin/editor; SameSite=Lax; max-age=31536000`;
  };

  const docs = draft.docs;
  const pagesDoc = (docs?.['pages.json'] ?? { pages: [] }) as unknown as PagesDoc;
  const pages = pagesDoc.pages;
  const page = selected === 'home' ? null : findPage(pages, selected);
  const homeTitle = lang === 'en' ? 'Home' : 'Accueil';
  const fileOf = (ref: PageRef): string | null => {
    if (ref === 'home') return HOME_FILE;
    const one = findPage(pages, ref);
    return one?.cms.isCmsPage && one.cms.route ? `components/${one.cms.route}.json` : null;
  };
  const file = fileOf(selected);
  const component = file && docs?.[file] ? (docs[file] as unknown as Component) : null;
  const layout = component?.config.layout ?? [];
  const paths = selected === 'home' ? { fr: '/', en: '/en' } : pagePaths(pages, selected);
  const context = useMemo(() => ({
    pages: flattenPages(pages).map(({ page: one }) => ({ id: one.id, title: one.title, path: pagePaths(pages, one.id) ?? { fr: '/', en: '/en' } })),
    images: docs ? siteImages(docs, media) : [],
  }), [pages, docs, media]);
  const errors = useMemo(() => draft.errors.map((error) => ({ ...error, message: plainMessage(error.message, pages, lang) })), [draft.errors, pages, lang]);
  const placed = useMemo(() => errors.map((error) => ({ error, place: placeError(error, pages) })), [errors, pages]);

  const setLayout = useCallback((next: LayoutBlock[], tag?: string) => {
    if (!docs || !file || !component) return;
    draft.change({ ...docs, [file]: { ...component, config: { ...component.config, layout: next } } }, tag);
  }, [docs, file, component, draft]);
  const editing = useLayoutEditing({ layout, setLayout, lang, catalogue, selected: panel?.kind === 'block' ? panel.path : null, select: (path) => setPanel(path ? { kind: 'block', path } : null), announce: setAnnounce });

  const undoRedo = useCallback((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || isTyping(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) draft.undo();
    else if ((key === 'z' && event.shiftKey) || key === 'y') draft.redo();
    else return;
    event.preventDefault();
  }, [draft]);
  useEffect(() => {
    window.addEventListener('keydown', undoRedo);
    return () => window.removeEventListener('keydown', undoRedo);
  }, [undoRedo]);

  const loadLinks = useCallback(async (id: number) => {
    setLinks(null);
    const answer = await api.links(id);
    setLinks(answer.success ? answer.data.links : []);
  }, [api]);

  useEffect(() => {
    if (panel?.kind === 'page' && typeof selected === 'number') void loadLinks(selected);
    // Read again after each save (draft.changed is a new list then): a rename changes who links here.
  }, [panel?.kind, selected, loadLinks, draft.changed]);

  if (draft.loadError) return <main className="editor-loading"><h1>{editorText(lang, 'title')}</h1><p role="alert">{editorText(lang, 'loadFailed', { message: draft.loadError })}</p></main>;
  if (!docs) return <main className="editor-loading"><h1>{editorText(lang, 'title')}</h1><p role="status">{editorText(lang, 'loading')}</p></main>;

  const openPage = (ref: PageRef) => {
    setSelected(ref);
    setPanel(ref === 'home' ? null : { kind: 'page' });
  };

  const titleOfRef = (ref: PageRef) => pageTitle(pages, ref, lang);
  const siteWords: SiteWords = { pages, docs, lang, fieldsOf: (type) => catalogue.find((one) => one.type === type)?.fields };
  const describe = (error: DraftError) => describeError(error, siteWords);
  const fileWordsOf = (name: string) => fileWords(name, siteWords);
  const activate = (error: DraftError) => {
    const place = placeError(error, pages);
    if (place.kind === 'block') {
      const ref = refOfFile(pages, place.file);
      if (ref === null) return;
      setSelected(ref);
      setPanel({ kind: 'block', path: place.path });
      setFocus({ pointer: place.field, lang: place.lang, at: Date.now() });
    } else if (place.kind === 'page') {
      setSelected(place.id);
      setPanel({ kind: 'page' });
      setFocus({ pointer: place.field, lang: place.lang, at: Date.now() });
    }
  };

  const create = ({ parentId, from, fields }: NewPage) => {
    const routes = new Set(Object.keys(docs).filter((name) => name.startsWith('components/')).map((name) => name.slice('components/'.length, -'.json'.length)));
    const route = freeRoute(fields.url.fr, routes);
    const template = flattenPages(pages).find((entry) => entry.page.cms.isCmsPage)?.page;
    if (!template) return;
    const { doc, id } = addPage(pagesDoc, template, parentId, route, fields);
    const source = from === null ? null : (docs[fileOf(from) ?? ''] as unknown as Component | undefined);
    const newComponent = {
      $schema: '../../../schemas/json/component.schema.json',
      schemaVersion: 2,
      slug: route,
      config: { title: fields.title, metaDescription: fields.metaDescription, layout: source ? structuredClone(source.config.layout) : [] },
    };
    draft.change({ ...docs, 'pages.json': doc as unknown as Record<string, unknown>, [`components/${route}.json`]: newComponent });
    setDialog(null);
    setSelected(id);
    setPanel({ kind: 'page' });
  };
  const deletePage = (id: number) => {
    const one = findPage(pages, id);
    const next: Record<string, Record<string, unknown>> = { ...docs, 'pages.json': removePage(pagesDoc, id) as unknown as Record<string, unknown> };
    const route = one?.cms.route;
    if (route && !flattenPages(pages).some((entry) => entry.page.id !== id && entry.page.cms.route === route)) delete next[`components/${route}.json`];
    draft.change(next);
    setDialog(null);
    setSelected('home');
    setPanel(null);
  };

  const block = panel?.kind === 'block' ? (blockAt(layout, panel.path) ?? null) : null;
  const blockPath = block && panel?.kind === 'block' ? panel.path : null;
  const blockErrors: FieldError[] = placed.flatMap(({ error, place }) =>
    place.kind === 'block' && place.file === file && blockPath && pathKey(place.path) === pathKey(blockPath) ? [{ pointer: place.field, message: error.message, ...(place.lang ? { lang: place.lang } : {}) }] : []);
  const pageErrors = placed.flatMap(({ error, place }) => (place.kind === 'page' && place.id === selected ? [{ field: place.field, lang: place.lang, message: error.message }] : []));
  const invalid = new Set(placed.flatMap(({ place }) => (place.kind === 'block' && place.file === file ? [pathKey(place.path)] : [])));
  const saveWord = draft.saveState === 'saving' ? 'saving' : draft.saveState === 'unsaved' ? 'unsaved' : draft.saveState === 'failed' ? 'saveFailed' : 'saved';
  const publishReason = draft.conflicts.length > 0 ? editorText(lang, 'conflicts', { files: draft.conflicts.map(fileWordsOf).join(', ') }) : draft.errors.length > 0 ? editorText(lang, 'publishBlocked') : draft.changed.length === 0 && draft.saveState === 'saved' ? editorText(lang, 'publishNothing') : '';
  const canPublish = publishReason === '' && draft.saveState === 'saved' && publish.state !== 'publishing';
  const previewPath = paths ? paths[previewLang] : null;

  return (
    <div className="editor">
      <header className="editor-bar">
        <h1>{editorText(lang, 'title')} <span className="editor-site">{siteName}</span></h1>
        <p className={`save-state is-${draft.saveState}`} role="status">{editorText(lang, saveWord)}</p>
        <div className="editor-bar-actions">
          <button type="button" className="button-secondary" onClick={draft.undo} disabled={!draft.canUndo} aria-keyshortcuts="Control+Z">{editorText(lang, 'undo')}</button>
          <button type="button" className="button-secondary" onClick={draft.redo} disabled={!draft.canRedo} aria-keyshortcuts="Control+Shift+Z">{editorText(lang, 'redo')}</button>
          <MediaLibrary idSite={idSite} lang={lang} fileWords={fileWordsOf} />
          <button type="button" className="button-secondary" onClick={() => { setPreviewKey((key) => key + 1); previewRef.current?.focus(); }}>{editorText(lang, 'preview')}</button>
          {access === 'owner' && <PublishNote value={note} onChange={setNote} lang={lang} />}
          {access === 'owner'
            ? <button type="button" className="button-primary" onClick={() => void doPublish()} disabled={!canPublish} aria-describedby={publishReason ? 'publish-reason' : undefined}>{editorText(lang, 'publish')}</button>
            : <p className="publish-owner-only">{peopleText(lang, 'ownerPublishes')}</p>}
          <HistoryButtons idSite={idSite} lang={lang} owner={access === 'owner'} onRestored={() => { void draft.afterPublish(); setPreviewKey((key) => key + 1); }} />
          {access === 'owner' && <button type="button" className="button-secondary" onClick={() => setPeopleOpen(true)}>{peopleText(lang, 'people')}</button>}
          <label className="lang-switch">
            <span>{editorText(lang, 'language')}</span>
            <select value={lang} onChange={(event) => switchLang(event.target.value === 'en' ? 'en' : 'fr')}>
              <option value="fr" lang="fr">Français</option>
              <option value="en" lang="en">English</option>
            </select>
          </label>
        </div>
      </header>
      <div className="editor-notices">
        {publishReason && access === 'owner' && <p id="publish-reason" className="publish-reason">{publishReason}</p>}
        <p role="status" className={`publish-state is-${publish.state}`}>{publish.message}</p>
        {draft.conflicts.length > 0 && (
          <p role="alert" className="stale">
            {editorText(lang, 'conflicts', { files: draft.conflicts.map(fileWordsOf).join(', ') })}{' '}
            <button type="button" className="button-secondary" onClick={() => void draft.keepMine(draft.conflicts)}>{editorText(lang, 'keepMine')}</button>
          </p>
        )}
        {draft.stale && <p role="alert" className="stale">{editorText(lang, 'stale')} <button type="button" className="button-secondary" onClick={draft.dismissStale}>{editorText(lang, 'close')}</button></p>}
        <PresenceNotice others={others} page={String(selected)} lang={lang} titleOf={(ref) => titleOfRef(ref === 'home' ? 'home' : Number(ref))} />
        {draft.merged > 0 && <p role="status" className="merged-notice">{editorText(lang, 'mergedNotice')}</p>}
        <p aria-live="polite" className="visually-hidden">{announce}</p>
      </div>
      <div className="editor-body">
        <div className="editor-left">
          <PageList pages={pages} selected={selected} lang={lang} homeTitle={homeTitle} onSelect={openPage} onNew={() => setDialog({ kind: 'new' })} />
          {component ? (
            <Outline layout={layout} selected={blockPath} lang={lang} invalid={invalid} slotsOf={editing.slotsOf} follow={editing.follow}
              onSelect={(path) => setPanel({ kind: 'block', path })} onMove={editing.move} onMoveTo={editing.moveTo} onNest={editing.nest} onUnnest={editing.unnest}
              onDuplicate={editing.duplicate} onRemove={editing.remove} onAdd={editing.openAdd} />
          ) : <p>{editorText(lang, 'noComponent')}</p>}
        </div>
        <section className="editor-preview" aria-labelledby="editor-preview-title">
          <div className="panel-head">
            <h2 id="editor-preview-title">{editorText(lang, 'preview')}{lang === 'en' ? ': ' : ' : '}{titleOfRef(selected)}</h2>
            <div role="group" aria-label={editorText(lang, 'preview')} className="preview-langs">
              {(['fr', 'en'] as const).map((one) => <button key={one} type="button" aria-pressed={previewLang === one} onClick={() => setPreviewLang(one)}>{one.toUpperCase()}</button>)}
            </div>
          </div>
          {previewPath && <iframe ref={previewRef} key={`${previewKey}-${draft.revision()}-${previewPath}`} title={editorText(lang, 'frame')} src={`/admin/editor/preview?path=${encodeURIComponent(previewPath)}`} />}
        </section>
        <aside className="editor-right" aria-label={editorText(lang, 'blockSettings')}>
          {errors.length > 0 && <ErrorPanel errors={errors} lang={lang} describe={describe} onActivate={activate} />}
          {panel?.kind === 'page' && page ? (
            <>
              <LinksList links={links} pages={pages} lang={lang} pageTitle={page.title[lang]} />
              <PageSettings page={page} pages={pages} lang={lang} errors={pageErrors}
                focus={focus ? { field: focus.pointer, lang: focus.lang, at: focus.at } : undefined}
                onChange={(fields) => draft.change({ ...docs, 'pages.json': updatePage(pagesDoc, page.id, fields) as unknown as Record<string, unknown> }, `page#${page.id}`)}
                onMove={(parentId, position) => draft.change({ ...docs, 'pages.json': movePage(pagesDoc, page.id, parentId, position) as unknown as Record<string, unknown> })}
                onDelete={() => { setDialog({ kind: 'delete', id: page.id }); void loadLinks(page.id); }} />
            </>
          ) : block ? (
            <section className="editor-form" aria-labelledby="editor-block-title">
              <h2 id="editor-block-title">{editorText(lang, 'blockSettings')}{lang === 'en' ? ': ' : ' : '}{blockLabel(block, lang).type}</h2>
              <BlockForm fields={catalogue.find((one) => one.type === block.type)?.fields ?? []} value={block.props}
                onChange={(props) => blockPath && setLayout(updateBlock(layout, blockPath, (one) => ({ ...one, props })), `${file}#${pathKey(blockPath)}`)}
                errors={blockErrors} uiLang={lang} context={context} {...(focus ? { focusPointer: focus.lang ? `${focus.pointer}/${focus.lang}` : focus.pointer, focusRequest: focus.at } : {})} />
            </section>
          ) : (
            <p className="editor-hint">{editorText(lang, 'chooseBlock')}</p>
          )}
        </aside>
      </div>
      {peopleOpen && <PeopleDialog call={api.call} lang={lang} onClose={() => setPeopleOpen(false)} />}
      {draft.mergeConflicts.length > 0 && <MergeDialog conflicts={draft.mergeConflicts} lang={lang} onResolve={draft.resolveConflicts}
        where={(one) => (one.kind === 'order' ? fileWordsOf(one.file) : describe({ file: one.file, pointer: one.pointer, lang: (/\/(fr|en)$/.exec(one.pointer)?.[1] ?? null) as Lang | null, message: '' }))} />}
      {dialog?.kind === 'new' && <NewPageDialog pages={pages} lang={lang} homeTitle={homeTitle} onCreate={create} onClose={() => setDialog(null)} />}
      {editing.adding && <AddBlockDialog blocks={catalogue} lang={lang} {...(editing.adding.slot ? { slot: editing.adding.slot } : {})} onAdd={editing.add} onClose={editing.closeAdd} />}
      {dialog?.kind === 'delete' && (
        <Modal title={editorText(lang, 'deletePage')} onClose={() => setDialog(null)}>
          <LinksList links={links} pages={pages} lang={lang} pageTitle={titleOfRef(dialog.id)} />
          <div className="dialog-actions">
            <button type="button" className="button-secondary" onClick={() => setDialog(null)}>{editorText(lang, 'cancel')}</button>
            <button type="button" className="button-danger" disabled={links === null} onClick={() => deletePage(dialog.id)}>{editorText(lang, 'confirmDelete', { page: titleOfRef(dialog.id) })}</button>
          </div>
        </Modal>
      )}
    </div>
  );
}
