import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EditorVersion } from '../../../../schemas/api/editor/editor-history.ts';
import { Modal } from '../Modal.tsx';
import { editorDate } from './describe-audit.ts';
import { describeDiff, type DiffSection } from './describe-diff.ts';
import type { HistoryApi } from './history-api.ts';
import { historyText } from './history-text.ts';
import type { Lang } from '../../../../rules/locale.ts';

export interface HistoryPanelProps {
  api: HistoryApi;
  lang: Lang;
  /** After a rollback is published (the editor reads its draft and preview again). */
  onRestored(): void;
  onClose(): void;
  /** Only an owner restores a version (decision 0067): an editor compares only. */
  canRestore: boolean;
}

/** What a version is, in a few words: who and when, and where it came from. */
function versionLabel(version: EditorVersion, lang: Lang): string {
  return historyText(lang, 'publishedBy', { date: editorDate(version.publishedAt, lang), who: version.publishedBy ?? historyText(lang, 'commandLine') });
}

function sourceLine(version: EditorVersion, lang: Lang): string | null {
  if (version.source === 'rollback' && version.rolledBackTo) return historyText(lang, 'sourceRollback', { date: editorDate(version.rolledBackTo.publishedAt, lang) });
  if (version.source === 'cli') return historyText(lang, 'sourceCli');
  if (version.source === 'import') return historyText(lang, 'sourceImport');
  return null;
}

function changedLine(version: EditorVersion, lang: Lang): string {
  if (version.pages.length > 0) return historyText(lang, 'pagesChanged', { pages: version.pages.map((page) => page.title[lang] || page.title.fr).join(', ') });
  if (version.files.length > 0) return historyText(lang, 'filesChanged', { count: version.files.length });
  return historyText(lang, 'noPageChanged');
}

/**
 * "Historique / History": the site's publications, newest first (who, when, the message, the
 * pages changed); any two compared in plain words per page, block and field; an older one
 * restored after a confirmation (published again as a new version, refused with its errors when
 * it no longer passes the checks).
 */
export function HistoryPanel({ api, lang, onRestored, onClose, canRestore }: HistoryPanelProps): ReactNode {
  const [versions, setVersions] = useState<EditorVersion[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [status, setStatus] = useState(historyText(lang, 'loading'));
  const [errors, setErrors] = useState<string[]>([]);
  const [pair, setPair] = useState<{ from: number; to: number } | null>(null);
  const [diff, setDiff] = useState<{ title: string; sections: DiffSection[] } | null>(null);
  const [confirm, setConfirm] = useState<EditorVersion | null>(null);
  const [busy, setBusy] = useState(false);
  const diffRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const load = useCallback(async (before?: number) => {
    const answer = await api.versions(before);
    if (!answer.success) return setStatus(answer.message);
    setVersions((old) => (before ? [...old, ...answer.data.versions] : answer.data.versions));
    setNext(answer.data.next);
    setStatus('');
    if (!before && answer.data.versions.length > 1) setPair({ from: answer.data.versions[1]!.id, to: answer.data.versions[0]!.id });
  }, [api]);
  useEffect(() => { void load(); }, [load]);
  useEffect(() => { if (diff) diffRef.current?.focus(); }, [diff]);

  const live = versions.find((version) => version.current);
  const compare = async (from: number, to: number) => {
    setStatus(historyText(lang, 'loading'));
    const answer = await api.compare(from, to);
    if (!answer.success) return setStatus(answer.message);
    setStatus('');
    setDiff({
      title: historyText(lang, 'differences', { from: editorDate(answer.data.from.publishedAt, lang), to: editorDate(answer.data.to.publishedAt, lang) }),
      sections: describeDiff(answer.data.diff, lang),
    });
  };
  const restore = async (version: EditorVersion) => {
    setBusy(true);
    setErrors([]);
    setStatus(historyText(lang, 'restoring'));
    const answer = await api.rollback(version.id);
    setBusy(false);
    setConfirm(null);
    setStatus(answer.message);
    if (!answer.success) setErrors((answer.data?.errors ?? []).map((error) => error.message));
    else {
      setDiff(null);
      await load();
      setStatus(answer.message);
      onRestored();
    }
    statusRef.current?.focus();
  };

  return (
    <Modal title={historyText(lang, 'history')} onClose={onClose} wide>
      <p role="status" className="history-status" tabIndex={-1} ref={statusRef}>{status}</p>
      {errors.length > 0 && (
        <section className="history-errors" aria-label={historyText(lang, 'errorsOfVersion')}>
          <ul>{errors.map((error, index) => <li key={index}>{error}</li>)}</ul>
        </section>
      )}
      {confirm && (
        <div className="history-confirm" role="group" aria-label={historyText(lang, 'restore')}>
          <p>{historyText(lang, 'restoreConfirm', { date: editorDate(confirm.publishedAt, lang) })}</p>
          <div className="dialog-actions">
            <button type="button" className="button-secondary" onClick={() => setConfirm(null)}>{historyText(lang, 'cancel')}</button>
            <button type="button" className="button-primary" disabled={busy} onClick={() => void restore(confirm)}>{historyText(lang, 'restore')}</button>
          </div>
        </div>
      )}
      {versions.length === 0 && status === '' && <p>{historyText(lang, 'empty')}</p>}
      <ol className="history-list">
        {versions.map((version) => (
          <li key={version.id} className={version.current ? 'is-current' : undefined}>
            <p className="history-when">
              <strong>{versionLabel(version, lang)}</strong>
              {version.current && <span className="history-live">{historyText(lang, 'current')}</span>}
            </p>
            {version.message && <p className="history-message">{lang === 'en' ? `“${version.message}”` : `« ${version.message} »`}</p>}
            {sourceLine(version, lang) && <p className="history-source">{sourceLine(version, lang)}</p>}
            <p className="history-pages">{changedLine(version, lang)}</p>
            {!version.current && live && (
              <div className="history-actions">
                <button type="button" className="button-secondary" onClick={() => void compare(version.id, live.id)}
                  aria-label={`${historyText(lang, 'compareWithLive')} (${versionLabel(version, lang)})`}>{historyText(lang, 'compareWithLive')}</button>
                {canRestore && <button type="button" className="button-secondary" onClick={() => setConfirm(version)}
                  aria-label={`${historyText(lang, 'restore')} (${versionLabel(version, lang)})`}>{historyText(lang, 'restore')}</button>}
              </div>
            )}
          </li>
        ))}
      </ol>
      {next !== null && <button type="button" className="button-secondary" onClick={() => void load(next)}>{historyText(lang, 'older')}</button>}
      {pair && versions.length > 1 && (
        <form className="history-compare" onSubmit={(event) => { event.preventDefault(); void compare(pair.from, pair.to); }}>
          <h3>{historyText(lang, 'compare')}</h3>
          {(['from', 'to'] as const).map((side) => (
            <label key={side}>
              <span>{historyText(lang, side)}</span>
              <select value={pair[side]} onChange={(event) => setPair({ ...pair, [side]: Number(event.target.value) })}>
                {versions.map((version) => <option key={version.id} value={version.id}>{versionLabel(version, lang)}{version.message ? ` — ${version.message}` : ''}</option>)}
              </select>
            </label>
          ))}
          <button type="submit" className="button-secondary">{historyText(lang, 'show')}</button>
        </form>
      )}
      {diff && (
        <section className="history-diff" aria-labelledby="history-diff-title">
          <h3 id="history-diff-title" tabIndex={-1} ref={diffRef}>{diff.title}</h3>
          {diff.sections.length === 0 && <p>{historyText(lang, 'noDifference')}</p>}
          {diff.sections.map((section, index) => (
            <div key={index} className="history-diff-section">
              <h4>{section.title}</h4>
              {section.groups.map((group, at) => (
                <div key={at}>
                  {group.title && <p className="history-diff-group">{group.title}</p>}
                  {group.lines.length > 0 && <ul>{group.lines.map((line, n) => <li key={n}>{line}</li>)}</ul>}
                </div>
              ))}
            </div>
          ))}
        </section>
      )}
      <div className="dialog-actions">
        <button type="button" className="button-secondary" onClick={onClose}>{historyText(lang, 'close')}</button>
      </div>
    </Modal>
  );
}
