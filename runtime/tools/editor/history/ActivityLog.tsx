import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Modal } from '../Modal.tsx';
import { describeAudit, editorDate } from './describe-audit.ts';
import type { AuditLine, HistoryApi } from './history-api.ts';
import { historyText } from './history-text.ts';
import type { Lang } from '../../../../rules/locale.ts';

/** "Journal d'activité / Activity log": who did what and when, newest first, in plain words, a page at a time. */
export function ActivityLog({ api, lang, onClose }: { api: HistoryApi; lang: Lang; onClose(): void }): ReactNode {
  const [entries, setEntries] = useState<AuditLine[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');
  const load = useCallback(async (before?: number) => {
    setState('loading');
    const answer = await api.audit(before);
    if (!answer.success) return setState(answer.message);
    setEntries((old) => (before ? [...old, ...answer.data.entries] : answer.data.entries));
    setNext(answer.data.next);
    setState('ready');
  }, [api]);
  useEffect(() => { void load(); }, [load]);
  return (
    <Modal title={historyText(lang, 'activity')} onClose={onClose} wide>
      <p role="status" className="history-status">{state === 'loading' ? historyText(lang, 'loading') : state === 'ready' ? '' : state}</p>
      {state === 'ready' && entries.length === 0 && <p>{historyText(lang, 'emptyLog')}</p>}
      <ol className="activity-list">
        {entries.map((entry) => (
          <li key={entry.id}><time dateTime={entry.at}>{editorDate(entry.at, lang)}</time> <span>{describeAudit(entry, lang)}</span></li>
        ))}
      </ol>
      <div className="dialog-actions">
        {next !== null && <button type="button" className="button-secondary" onClick={() => void load(next)}>{historyText(lang, 'older')}</button>}
        <button type="button" className="button-secondary" onClick={onClose}>{historyText(lang, 'close')}</button>
      </div>
    </Modal>
  );
}
