import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { MediaApi, MediaItem } from './media-api.ts';
import { mediaWords, weightOf } from './media-messages.ts';
import type { Lang } from '../../../../rules/locale.ts';

/** The library's limit, checked here too so a too-big file is refused before it is sent. */
const MAX_BYTES = 10 * 1024 * 1024;
type FieldName = 'file' | 'altFr' | 'altEn';

/**
 * Upload a picture with its alt texts in French and English: the file, both texts, a progress bar
 * while it is sent, and each refusal (too big, not a picture, a text missing) under its field, in
 * the admin's language, with focus on the first field to fix. Not a `<form>`: it also lives inside
 * a block's form (the image picker's "upload a new picture").
 */
export function MediaUploadForm({ api, lang, onUploaded, onCancel, focusOnOpen = false }: { api: MediaApi; lang: Lang; onUploaded(item: MediaItem): void; onCancel?: () => void; focusOnOpen?: boolean }): ReactNode {
  const prefix = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState({ fr: '', en: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [general, setGeneral] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const refs = { file: useRef<HTMLInputElement>(null), altFr: useRef<HTMLInputElement>(null), altEn: useRef<HTMLInputElement>(null) };
  const id = (name: string) => `${prefix}-${name}`;
  const t = (key: Parameters<typeof mediaWords>[1], values?: Record<string, string | number>) => mediaWords(lang, key, values);
  useEffect(() => {
    if (focusOnOpen) refs.file.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it opens
  }, []);

  const show = (found: Partial<Record<FieldName, string>>) => {
    setErrors(found);
    const first = (['file', 'altFr', 'altEn'] as const).find((name) => found[name]);
    if (first) refs[first].current?.focus();
  };

  const send = async () => {
    setGeneral('');
    const found: Partial<Record<FieldName, string>> = {};
    if (!file) found.file = t('chooseFile');
    else if (file.size > MAX_BYTES) found.file = t('tooBig', { size: weightOf(file.size, lang) });
    if (alt.fr.trim() === '') found.altFr = t('altMissingFr');
    if (alt.en.trim() === '') found.altEn = t('altMissingEn');
    if (Object.keys(found).length > 0 || !file) return show(found);
    setErrors({});
    setProgress(0);
    const answer = await api.upload(file, { fr: alt.fr.trim(), en: alt.en.trim() }, setProgress);
    setProgress(null);
    if (answer.ok) {
      setFile(null);
      setAlt({ fr: '', en: '' });
      if (refs.file.current) refs.file.current.value = '';
      setGeneral(answer.message || t('uploaded'));
      onUploaded(answer.data.item);
      return;
    }
    const placed: Partial<Record<FieldName, string>> = {};
    for (const name of ['file', 'altFr', 'altEn'] as const) if (answer.errors[name]) placed[name] = answer.errors[name];
    if (Object.keys(placed).length > 0) show(placed);
    else setGeneral(answer.status === 0 ? t('failed') : answer.message);
  };

  const described = (name: FieldName, help?: string) => ({
    'aria-describedby': [help, errors[name] ? id(`${name}-error`) : ''].filter(Boolean).join(' ') || undefined,
    'aria-invalid': errors[name] ? true : undefined,
  });
  const error = (name: FieldName) => (errors[name] ? <p id={id(`${name}-error`)} className="bf-error media-error">{errors[name]}</p> : null);

  return (
    <div className="media-upload" role="group" aria-labelledby={id('title')}>
      <p className="media-upload-title" id={id('title')}>{t('uploadHere')}</p>
      <div className="media-upload-field">
        <label htmlFor={id('file')}>{t('file')}</label>
        <input ref={refs.file} id={id('file')} type="file" accept="image/jpeg,image/png,image/webp,image/avif" {...described('file')}
          onChange={(event) => { setFile(event.target.files?.[0] ?? null); setErrors((now) => ({ ...now, file: undefined })); }} />
        {error('file')}
      </div>
      <p className="bf-help" id={id('alt-help')}>{t('altHelp')}</p>
      <div className="media-upload-field">
        <label htmlFor={id('altFr')}>{t('altFr')}</label>
        <input ref={refs.altFr} id={id('altFr')} type="text" lang="fr" maxLength={300} value={alt.fr} aria-required {...described('altFr', id('alt-help'))}
          onChange={(event) => setAlt((now) => ({ ...now, fr: event.target.value }))} />
        {error('altFr')}
      </div>
      <div className="media-upload-field">
        <label htmlFor={id('altEn')}>{t('altEn')}</label>
        <input ref={refs.altEn} id={id('altEn')} type="text" lang="en" maxLength={300} value={alt.en} aria-required {...described('altEn', id('alt-help'))}
          onChange={(event) => setAlt((now) => ({ ...now, en: event.target.value }))} />
        {error('altEn')}
      </div>
      {progress !== null && (
        <p className="media-progress">
          <label htmlFor={id('progress')}>{t('sending', { percent: Math.round(progress * 100) })}</label>
          <progress id={id('progress')} max={1} value={progress} />
        </p>
      )}
      <p role="status" className="media-status">{general}</p>
      <div className="media-actions">
        <button type="button" className="button-primary" disabled={progress !== null} onClick={() => void send()}>{t('send')}</button>
        {onCancel && <button type="button" className="button-secondary" onClick={onCancel}>{t('cancel')}</button>}
      </div>
    </div>
  );
}
