import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { EditorLang } from '../editor-messages.ts';
import { ActivityLog } from './ActivityLog.tsx';
import { historyApi } from './history-api.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import { historyText } from './history-text.ts';
import './history.css';

/** The editor bar's "Historique / History" and "Journal d'activité / Activity log" buttons and their dialogs. */
export function HistoryButtons({ idSite, lang, onRestored }: { idSite: number; lang: EditorLang; onRestored(): void }): ReactNode {
  const [open, setOpen] = useState<'history' | 'activity' | null>(null);
  const langRef = useRef(lang);
  langRef.current = lang;
  const api = useMemo(() => historyApi(idSite, () => langRef.current), [idSite]);
  return (
    <>
      <button type="button" className="button-secondary" onClick={() => setOpen('history')}>{historyText(lang, 'history')}</button>
      <button type="button" className="button-secondary" onClick={() => setOpen('activity')}>{historyText(lang, 'activity')}</button>
      {open === 'history' && <HistoryPanel api={api} lang={lang} onRestored={onRestored} onClose={() => setOpen(null)} />}
      {open === 'activity' && <ActivityLog api={api} lang={lang} onClose={() => setOpen(null)} />}
    </>
  );
}
