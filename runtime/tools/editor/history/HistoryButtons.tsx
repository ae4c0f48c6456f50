import { useMemo, useRef, useState, type ReactNode } from 'react';
import { ActivityLog } from './ActivityLog.tsx';
import { historyApi } from './history-api.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import { historyText } from './history-text.ts';
import './history.css';
import type { Lang } from '../../../../rules/locale.ts';

/**
 * The editor bar's "Historique / History" and "Journal d'activité / Activity log" buttons and their
 * dialogs. An editor (not an owner) compares versions but neither restores one nor reads the
 * activity log: both are owners' (decision 0067).
 */
export function HistoryButtons({ idSite, lang, onRestored, owner }: { idSite: number; lang: Lang; onRestored(): void; owner: boolean }): ReactNode {
  const [open, setOpen] = useState<'history' | 'activity' | null>(null);
  const langRef = useRef(lang);
  langRef.current = lang;
  const api = useMemo(() => historyApi(idSite, () => langRef.current), [idSite]);
  return (
    <>
      <button type="button" className="button-secondary" onClick={() => setOpen('history')}>{historyText(lang, 'history')}</button>
      {owner && <button type="button" className="button-secondary" onClick={() => setOpen('activity')}>{historyText(lang, 'activity')}</button>}
      {open === 'history' && <HistoryPanel api={api} lang={lang} onRestored={onRestored} onClose={() => setOpen(null)} canRestore={owner} />}
      {open === 'activity' && <ActivityLog api={api} lang={lang} onClose={() => setOpen(null)} />}
    </>
  );
}
