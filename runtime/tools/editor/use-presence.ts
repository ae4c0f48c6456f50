import { useEffect, useRef, useState } from 'react';
import type { EditorApi } from './editor-api.ts';

/** How often an open editor renews its lease (the server keeps it 30 s: PRESENCE_LEASE_MS). */
export const PRESENCE_RENEW_MS = 10_000;

export interface OtherEditor {
  name: string;
  page: string;
  self: boolean;
}

const newTab = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`);

/**
 * This editor's presence (issue 34, item 3): its lease renewed on the page it shows every
 * PRESENCE_RENEW_MS and at once when the page changes, dropped when the browser page goes away;
 * the other editors open on the site, as the last renewal answered.
 */
export function usePresence(api: EditorApi, page: string): OtherEditor[] {
  const [others, setOthers] = useState<OtherEditor[]>([]);
  const tab = useRef(newTab());
  useEffect(() => {
    let live = true;
    const renew = async () => {
      const answer = await api.presence(tab.current, page).catch(() => null);
      if (live && answer?.success) setOthers(answer.data.others);
    };
    void renew();
    const timer = setInterval(() => void renew(), PRESENCE_RENEW_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api, page]);
  useEffect(() => {
    const leave = () => void api.leave(tab.current).catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [api]);
  return others;
}
