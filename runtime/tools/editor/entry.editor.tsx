import '@vitejs/plugin-react/preamble';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EditorApp } from './EditorApp.tsx';
import './editor.css';

/** Boots `/admin/editor`: the site it edits and the admin's language come in the page the server sent. */
const root = document.getElementById('editor-root')!;
createRoot(root).render(
  <StrictMode>
    <EditorApp idSite={Number(root.dataset.idSite)} siteName={root.dataset.site ?? ''} initialLang={document.documentElement.lang === 'en' ? 'en' : 'fr'}
      access={root.dataset.access === 'owner' ? 'owner' : 'editor'} />
  </StrictMode>,
);
