import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { typeLabel } from '../block-label.ts';
import { Modal } from '../Modal.tsx';
import { thumbOf } from './library-images.ts';
import { libraryStore } from './library-store.ts';
import { mediaApi, type MediaApi, type MediaItem, type MediaUse } from './media-api.ts';
import { mediaWords, weightOf } from './media-messages.ts';
import { MediaUploadForm } from './MediaUploadForm.tsx';
import './media.css';
import type { Lang } from '../../../../rules/locale.ts';

const PAGE = 24;

export interface MediaLibraryProps {
  idSite: number;
  lang: Lang;
  /** A configuration file in plain words (`Page « Accueil »`), for the places a picture is used. */
  fileWords(file: string): string;
}

/**
 * The media library (issue 34, item 4): a button of the editor's bar opening the library — upload
 * with alt texts, search by name or alt text, pages of 24, each picture's alt texts changed in
 * place, delete (refused while used: the places are listed). It also connects the image pickers
 * of the block forms to the library.
 */
export function MediaLibrary({ idSite, lang, fileWords }: MediaLibraryProps): ReactNode {
  const langRef = useRef(lang);
  langRef.current = lang;
  const api = useMemo(() => mediaApi(idSite, () => langRef.current), [idSite]);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    void libraryStore.connect(api);
  }, [api]);
  const wasOpen = useRef(false);
  // Back to the button once the dialog is gone (after its own close, which moves focus).
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = () => setOpen(false);
  return (
    <>
      <button ref={opener} type="button" className="button-secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>{mediaWords(lang, 'openLibrary')}</button>
      {open && (
        <Modal title={mediaWords(lang, 'library')} onClose={close} wide>
          <LibraryPanel api={api} lang={lang} fileWords={fileWords} />
          <div className="dialog-actions">
            <button type="button" className="button-secondary" onClick={close}>{mediaWords(lang, 'close')}</button>
          </div>
        </Modal>
      )}
    </>
  );
}

function LibraryPanel({ api, lang, fileWords }: { api: MediaApi; lang: Lang; fileWords(file: string): string }): ReactNode {
  const [q, setQ] = useState('');
  const [items, setItems] = useState<MediaItem[]>([]);
  const [total, setTotal] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const [notice, setNotice] = useState('');
  const t = (key: Parameters<typeof mediaWords>[1], values?: Record<string, string | number>) => mediaWords(lang, key, values);

  const load = async (query: string, offset: number) => {
    const answer = await api.list(query, offset, PAGE);
    if (!answer.ok) return setNotice(answer.message);
    setItems((now) => (offset === 0 ? answer.data.items : [...now, ...answer.data.items]));
    setTotal(answer.data.total);
    setLoaded(true);
  };
  useEffect(() => {
    const timer = setTimeout(() => void load(q, 0), q ? 250 : 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the search changes
  }, [q]);

  return (
    <div className="media-library">
      <MediaUploadForm api={api} lang={lang} onUploaded={(item) => {
        libraryStore.added(item);
        setItems((now) => (now.some((one) => one.id === item.id) ? now : [item, ...now]));
        setTotal((now) => now + 1);
      }} />
      <div className="media-search">
        <label htmlFor="media-search">{t('search')}</label>
        <input id="media-search" type="search" value={q} onChange={(event) => setQ(event.target.value)} />
      </div>
      <p role="status" className="media-status">{notice}</p>
      {loaded && items.length === 0 ? <p>{t(q ? 'noMatch' : 'none')}</p> : null}
      <ul className="media-items">
        {items.map((item) => (
          <LibraryItem key={item.id} item={item} api={api} lang={lang} fileWords={fileWords}
            onChanged={(next) => { libraryStore.updated(next); setItems((now) => now.map((one) => (one.id === next.id ? next : one))); }}
            onDeleted={() => {
              libraryStore.removed(item.id);
              setItems((now) => now.filter((one) => one.id !== item.id));
              setTotal((now) => now - 1);
              setNotice(t('deleted', { name: item.name }));
            }} />
        ))}
      </ul>
      {loaded && items.length > 0 && <p className="media-count">{t('count', { shown: items.length, total })}</p>}
      {items.length < total && <button type="button" className="button-secondary" onClick={() => void load(q, items.length)}>{t('more')}</button>}
    </div>
  );
}

function LibraryItem({ item, api, lang, fileWords, onChanged, onDeleted }: {
  item: MediaItem; api: MediaApi; lang: Lang; fileWords(file: string): string; onChanged(item: MediaItem): void; onDeleted(): void;
}): ReactNode {
  const [alt, setAlt] = useState(item.alt);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [usage, setUsage] = useState<MediaUse[] | null>(null);
  const t = (key: Parameters<typeof mediaWords>[1], values?: Record<string, string | number>) => mediaWords(lang, key, values);
  const base = `media-${item.id}`;

  const save = async () => {
    const local: Record<string, string> = {};
    if (alt.fr.trim() === '') local['alt.fr'] = t('altMissingFr');
    if (alt.en.trim() === '') local['alt.en'] = t('altMissingEn');
    if (Object.keys(local).length > 0) return setErrors(local);
    const answer = await api.saveAlt(item.id, { fr: alt.fr, en: alt.en });
    setErrors(answer.errors);
    if (answer.ok) {
      setStatus(t('altSaved'));
      onChanged(answer.data.item);
    } else if (Object.keys(answer.errors).length === 0) setStatus(answer.message);
  };
  const remove = async () => {
    setUsage(null);
    const answer = await api.remove(item.id);
    if (answer.ok) return onDeleted();
    if (answer.status === 409 && answer.data?.usage) {
      setUsage(answer.data.usage);
      setStatus(t('inUse', { name: item.name }));
    } else setStatus(answer.message);
  };
  const field = (language: Lang) => {
    const key = `alt.${language}`;
    return (
      <div className="media-upload-field">
        <label htmlFor={`${base}-alt-${language}`}>{t(language === 'fr' ? 'altFr' : 'altEn')}</label>
        <input id={`${base}-alt-${language}`} type="text" lang={language} maxLength={300} value={alt[language]} aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${base}-alt-${language}-error` : undefined} onChange={(event) => setAlt((now) => ({ ...now, [language]: event.target.value }))} />
        {errors[key] && <p id={`${base}-alt-${language}-error`} className="bf-error media-error">{errors[key]}</p>}
      </div>
    );
  };
  return (
    <li className="media-item" aria-labelledby={`${base}-name`}>
      <img src={thumbOf(item.src)} alt={item.alt[lang]} width={160} height={Math.round((160 * item.height) / item.width)} loading="lazy" />
      <div className="media-item-body">
        <p className="media-item-name" id={`${base}-name`}>{item.name}</p>
        <p className="media-item-size">{t('size', { width: item.width, height: item.height, weight: weightOf(item.size, lang) })}</p>
        {field('fr')}
        {field('en')}
        <div className="media-actions">
          <button type="button" className="button-secondary" onClick={() => void save()}>{t('saveAlt')}</button>
          <button type="button" className="button-danger" aria-label={t('deleteNamed', { name: item.name })} onClick={() => void remove()}>{t('delete')}</button>
        </div>
        <p role="status" className="media-status">{status}</p>
        {usage && (
          <ul className="media-usage" aria-label={t('inUse', { name: item.name })}>
            {usage.map((use, index) => (
              <li key={index}>{t(use.state === 'published' ? 'published' : 'draft')}{lang === 'en' ? ': ' : ' : '}{fileWords(use.file)}{use.block ? `, ${t('block', { block: typeLabel(use.block) })}` : ''}</li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
