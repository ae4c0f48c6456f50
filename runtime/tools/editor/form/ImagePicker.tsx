import { useRef, useState } from 'react';
import type { BlockField } from '../../../../schemas/blocks/block-fields.ts';
import { libraryImages, thumbOf } from '../media/library-images.ts';
import { libraryStore, useLibrary } from '../media/library-store.ts';
import { mediaWords } from '../media/media-messages.ts';
import { MediaUploadForm } from '../media/MediaUploadForm.tsx';
import { fieldId } from './field-id.ts';
import { useForm } from './form-context.ts';
import { FieldErrors, inputProps } from './FieldFrame.tsx';

/** The size a thumbnail's picture has once loaded, to fill an image's width and height. */
export interface NaturalSize {
  width: number;
  height: number;
}

/**
 * The media library's pictures and the site's as a grid of radio buttons (arrow keys move between
 * them, as in any radio group), each shown by its thumbnail and named by its alt text; "No picture"
 * when it may be empty. "Upload a new picture" adds one to the library (with its alt texts) and picks it.
 */
export function ImagePicker({
  field,
  pointer,
  selected,
  allowNone,
  onPick,
}: {
  field: BlockField;
  pointer: string;
  selected: string | undefined;
  allowNone: boolean;
  onPick(src: string | undefined, size: NaturalSize | undefined): void;
}) {
  const { uiLang, idPrefix, errors, site, t } = useForm();
  const sizes = useRef(new Map<string, NaturalSize>());
  const messages = (errors.get(pointer) ?? []).map((e) => e.message);
  const name = fieldId(idPrefix, pointer, 'picture');
  const library = useLibrary();
  const [uploading, setUploading] = useState(false);
  const fromLibrary = libraryImages(library.items);
  for (const image of fromLibrary) sizes.current.set(image.src, { width: image.width, height: image.height });
  const images = [...fromLibrary, ...site.images.filter((image) => !fromLibrary.some((one) => one.src === image.src))];
  const known = images.some((image) => image.src === selected);
  const options = [
    ...(allowNone ? [{ src: undefined as string | undefined, label: t('noPicture') }] : []),
    ...(selected && !known ? [{ src: selected, label: selected }] : []),
    ...images.map((image) => ({ src: image.src as string | undefined, label: image.alt?.[uiLang] || image.src })),
  ];
  const checkedAt = options.findIndex((option) => option.src === selected);
  const legendId = fieldId(idPrefix, pointer, 'pictures');
  return (
    <>
      <div className="bf-field bf-picker" role="radiogroup" aria-labelledby={legendId} aria-describedby={fieldId(idPrefix, pointer, 'input-help')}>
        <p className="bf-label" id={legendId}>
          {field.label[uiLang]}
        </p>
        <p className="bf-help" id={fieldId(idPrefix, pointer, 'input-help')}>
          {images.length === 0 ? t('noPictures') : field.help[uiLang]}
        </p>
        <div className="bf-thumbs">
          {options.map((option, at) => {
            const input = inputProps(idPrefix, pointer, false, messages.length > 0, `picture-${at}`);
            const focusable = at === (checkedAt < 0 ? 0 : checkedAt);
            return (
              <label className="bf-thumb" key={option.src ?? ''} htmlFor={input.id} title={option.label}>
                <input
                  type="radio"
                  className="bf-thumb-radio"
                  {...input}
                  aria-describedby={fieldId(idPrefix, pointer, 'input-help')}
                  aria-errormessage={messages.length > 0 ? fieldId(idPrefix, pointer, 'input-error') : undefined}
                  data-pointer={focusable ? pointer : undefined}
                  name={name}
                  checked={at === checkedAt}
                  onChange={() => onPick(option.src, option.src ? sizes.current.get(option.src) : undefined)}
                />
                {option.src ? (
                  <img
                    src={thumbOf(option.src)}
                    alt=""
                    loading="lazy"
                    onLoad={(event) => {
                      const image = event.currentTarget;
                      if (option.src && image.naturalWidth > 0 && !sizes.current.has(option.src)) sizes.current.set(option.src, { width: image.naturalWidth, height: image.naturalHeight });
                    }}
                  />
                ) : (
                  <span className="bf-thumb-none" aria-hidden="true">∅</span>
                )}
                <span className="bf-thumb-label">{option.label}</span>
              </label>
            );
          })}
        </div>
        <FieldErrors id={fieldId(idPrefix, pointer, 'input-error')} messages={messages} />
      </div>
        {library.api && (uploading ? (
          <MediaUploadForm api={library.api} lang={uiLang} focusOnOpen onCancel={() => setUploading(false)} onUploaded={(item) => {
            libraryStore.added(item);
            sizes.current.set(item.src, { width: item.width, height: item.height });
            setUploading(false);
            onPick(item.src, { width: item.width, height: item.height });
          }} />
        ) : (
          <button type="button" className="button-secondary bf-upload" onClick={() => setUploading(true)}>{mediaWords(uiLang, 'uploadHere')}</button>
        ))}
    </>
  );
}
