import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftError, Documents, EditorApi, MergeConflict } from './editor-api.ts';
import { baseOfWrite, carryEdits, changedDocuments } from './draft-documents.ts';
import { pushHistory, redoHistory, startHistory, undoHistory, type DraftHistory } from './draft-history.ts';
import { editsText, keepPendingEdits, newWriteId, readPendingEdits, restorePendingEdits, type EditStore } from './pending-edits.ts';

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'failed';

/** Milliseconds after the last change before the draft is written. */
export const SAVE_DELAY_MS = 400;

/** The tab's session storage, or null where the browser refuses it. */
function sessionStore(): EditStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The draft as the editor holds it: the documents with their undo history, written to the server
 * SAVE_DELAY_MS after the last change with the base revision; on 409 the draft is read again and
 * `stale` says so; the validation errors of the server's last answer. An edit not yet written is
 * also kept in the tab's session storage under `pendingKey` until the server has it: after a reload
 * it is laid over the draft read back and written again (the keepalive write may land after that
 * read, or never, when the tab crashed).
 */
export function useDraft(api: EditorApi, pendingKey = 'vitrine:editor:pending', store: EditStore | null = sessionStore()) {
  const [history, setHistory] = useState<DraftHistory<Documents> | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [errors, setErrors] = useState<DraftError[]>([]);
  const [stale, setStale] = useState(false);
  const [changed, setChanged] = useState<string[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<string[]>([]);
  /** Fields another editor changed too (a merge's 409): the owner chooses in a dialog, then the write goes again with the choices. */
  const [mergeConflicts, setMergeConflicts] = useState<MergeConflict[]>([]);
  const [merged, setMerged] = useState(0);
  const resolutions = useRef<Record<string, 'theirs' | 'mine'>>({});
  const revision = useRef(0);
  const saved = useRef<Documents>({});
  const present = useRef<Documents>({});
  const saving = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastPush = useRef<{ at: number; tag: string } | null>(null);
  /** While a publication is on its way: the documents it publishes (edits made meanwhile wait, then are carried over). */
  const publishing = useRef<Documents | null>(null);

  /** The id of the edits not yet written: the same while they stay the same, whoever sends them (a save, the keepalive, the reloaded page). */
  const writeIdRef = useRef<{ text: string; id: string } | null>(null);
  const writeIdOf = useCallback((files: Record<string, unknown>): string => {
    const text = editsText(files);
    if (writeIdRef.current?.text !== text) writeIdRef.current = { text, id: newWriteId() };
    return writeIdRef.current.id;
  }, []);

  /** What is not written yet, kept in the tab (or dropped once the server has everything). */
  const keepLocally = useCallback(() => {
    const files = changedDocuments(saved.current, present.current);
    keepPendingEdits(store, pendingKey, { revision: revision.current, base: baseOfWrite(saved.current, files), files, writeId: writeIdOf(files) });
  }, [store, pendingKey, writeIdOf]);

  /**
   * Reads the draft; with `since`, the edits made from `since` until the answer arrives are laid
   * over it (true then: they still need writing) instead of being replaced by it.
   */
  const load = useCallback(async (since?: Documents, restore = false): Promise<boolean> => {
    const [draft, validation] = await Promise.all([api.draft(), api.validate()]);
    if (!draft.success) {
      setLoadError(draft.message);
      return false;
    }
    // On opening: an edit the last page left unwritten is laid over the draft, as a write from where it started.
    const pending = restore ? readPendingEdits(store, pendingKey) : null;
    const restored = pending === null ? null : restorePendingEdits(pending, draft.data.files);
    const kept = restored?.present ?? (since === undefined ? draft.data.files : carryEdits(since, present.current, draft.data.files));
    revision.current = restored && pending ? pending.revision : draft.data.revision;
    // The copy goes with the id the page gone sent it with: its keepalive, landing late, is then not applied over newer edits.
    if (restored && pending) writeIdRef.current = { text: editsText(changedDocuments(restored.saved, restored.present)), id: pending.writeId };
    saved.current = restored?.saved ?? draft.data.files;
    present.current = kept;
    setHistory(kept === draft.data.files ? startHistory(kept) : pushHistory(startHistory(draft.data.files), kept));
    setChanged(draft.data.changed);
    setConflicts(draft.data.conflicts ?? []);
    setErrors(validation.success ? validation.data.errors : []);
    setSaveState(kept === draft.data.files ? 'saved' : 'unsaved');
    keepLocally();
    return kept !== draft.data.files;
  }, [api, store, pendingKey, keepLocally]);

  const save = useCallback(async (): Promise<void> => {
    // During a publication the draft's revision is about to change: the edit waits for afterPublish.
    if (saving.current || publishing.current !== null) return;
    const snapshot = present.current;
    const files = changedDocuments(saved.current, snapshot);
    if (Object.keys(files).length === 0) {
      setSaveState('saved');
      return;
    }
    saving.current = true;
    setSaveState('saving');
    try {
      // Saying what it started from, the write is merged by the server if someone else wrote meanwhile.
      const answer = await api.write(revision.current, files, undefined, { base: baseOfWrite(saved.current, files), resolve: resolutions.current, writeId: writeIdOf(files) });
      if (answer.status === 409 && (answer.data?.mergeConflicts?.length ?? 0) > 0) {
        saving.current = false;
        setMergeConflicts(answer.data.mergeConflicts!);
        setSaveState('unsaved');
        return;
      }
      if (answer.status === 409) {
        saving.current = false;
        setStale(true);
        await load();
        return;
      }
      if (answer.status !== 200 && answer.status !== 422) throw new Error(answer.message);
      resolutions.current = {};
      setMergeConflicts([]);
      if (answer.data.replayed) {
        // Applied already (sent by the page gone, as it went): the draft is read back, what was typed since laid over it and written
        // (no other write starts meanwhile: from the old base, it would meet the replayed text as someone else's).
        const carried = await load(snapshot);
        saving.current = false;
        if (carried) await save();
        return;
      }
      if (answer.data.merged) {
        setMerged((count) => count + 1);
        saving.current = false;
        // Typed on meanwhile: written again from the same base (merged again); else the merged draft is read back.
        if (present.current !== snapshot) return void (await save());
        const fresh = await api.draft();
        if (!fresh.success) throw new Error(fresh.message);
        revision.current = fresh.data.revision;
        saved.current = fresh.data.files;
        present.current = fresh.data.files;
        setHistory((current) => (current === null ? current : { ...current, present: fresh.data.files }));
        setErrors(answer.data.errors ?? []);
        setChanged(fresh.data.changed);
        setSaveState('saved');
        keepLocally();
        return;
      }
      revision.current = answer.data.revision;
      saved.current = snapshot;
      keepLocally();
      setErrors(answer.data.errors ?? []);
      setChanged(answer.data.changed);
      saving.current = false;
      if (present.current !== snapshot) await save();
      else setSaveState('saved');
    } catch {
      saving.current = false;
      setSaveState('failed');
      timer.current = setTimeout(() => void save(), 3000);
    }
  }, [api, load, keepLocally, writeIdOf]);

  const schedule = useCallback(() => {
    setSaveState('unsaved');
    keepLocally();
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
  }, [save, keepLocally]);

  useEffect(() => {
    void load(undefined, true).then((restored) => {
      if (restored) schedule();
    });
  }, [load, schedule]);

  /** A new state of the documents; changes with the same `tag` within a second are one step of the history (typing). */
  const change = useCallback((next: Documents, tag?: string) => {
    const now = Date.now();
    const merge = tag !== undefined && lastPush.current?.tag === tag && now - lastPush.current.at < 1000;
    lastPush.current = tag === undefined ? null : { at: now, tag };
    present.current = next;
    setHistory((current) => (current === null ? current : merge ? { ...current, present: next, future: [] } : pushHistory(current, next)));
    schedule();
  }, [schedule]);

  const travel = useCallback((direction: 'undo' | 'redo') => {
    setHistory((current) => {
      if (current === null) return current;
      const next = direction === 'undo' ? undoHistory(current) : redoHistory(current);
      present.current = next.present;
      return next;
    });
    lastPush.current = null;
    schedule();
  }, [schedule]);

  /** The owner keeps their version of files changed on the live site meanwhile: written again over the live text of now. */
  const keepMine = useCallback(async (paths: string[]) => {
    const files: Record<string, Record<string, unknown> | null> = {};
    for (const path of paths) files[path] = present.current[path] ?? null;
    const answer = await api.write(revision.current, files, paths);
    if (answer.status === 409) setStale(true);
    await load();
  }, [api, load]);

  /** A publication starts: the documents it publishes are remembered, and writes wait until it ends. */
  const beginPublish = useCallback(() => {
    publishing.current = present.current;
  }, []);

  /**
   * After a publish (or a restore): the server's draft is empty and the documents are the live
   * ones; what the owner typed while the publication was on its way is kept over them and written.
   */
  const afterPublish = useCallback(async () => {
    const since = publishing.current ?? undefined;
    // Writes keep waiting until the read-back is in: one at the old revision would be refused and lose the edit.
    const carried = await load(since);
    publishing.current = null;
    if (carried) schedule();
  }, [load, schedule]);

  /** A publication refused: nothing changed on the server; edits made meanwhile are written now. */
  const publishRefused = useCallback(() => {
    publishing.current = null;
    if (Object.keys(changedDocuments(saved.current, present.current)).length > 0) schedule();
  }, [schedule]);

  // Nothing lost on reload: a change still waiting for its write when the page goes away is kept in
  // the tab and written on the way out (keepalive), unless a write is already on its way. The next
  // page may read the draft before that write lands: it writes the kept copy again (load).
  useEffect(() => {
    const leave = () => {
      keepLocally();
      const files = changedDocuments(saved.current, present.current);
      if (saving.current || Object.keys(files).length === 0) return;
      if (timer.current) clearTimeout(timer.current);
      void api.writeOnLeave(revision.current, files, { base: baseOfWrite(saved.current, files), writeId: writeIdOf(files) });
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [api, keepLocally, writeIdOf]);

  return {
    docs: history?.present ?? null,
    canUndo: (history?.past.length ?? 0) > 0,
    canRedo: (history?.future.length ?? 0) > 0,
    saveState,
    errors,
    changed,
    stale,
    loadError,
    conflicts,
    keepMine,
    mergeConflicts,
    /** How many of this editor's writes were merged with someone else's (a notice says so). */
    merged,
    /** The owner's choice for each conflict (`file#id` → theirs or mine): the write goes again with them. */
    resolveConflicts: (choices: Record<string, 'theirs' | 'mine'>) => {
      resolutions.current = choices;
      setMergeConflicts([]);
      void save();
    },
    revision: () => revision.current,
    dismissStale: () => setStale(false),
    change,
    undo: () => travel('undo'),
    redo: () => travel('redo'),
    beginPublish,
    afterPublish,
    publishRefused,
    setErrors,
  };
}
