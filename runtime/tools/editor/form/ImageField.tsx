import type { FieldProps } from './field-props.ts';
import { childPointer, localizedParts, prunedGroup, withProp, type Props } from './field-value.ts';
import { useForm } from './form-context.ts';
import { Field } from './Field.tsx';
import { FieldSet } from './FieldFrame.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import { libraryStore } from '../media/library-store.ts';
import { normalizeImage } from '../../../../schemas/validation/normalize-image.ts';

/**
 * A picture of the site: chosen among the media library's and the site's pictures, with its alt
 * texts in French and English and its size (the library's pixels, else filled from the picture
 * when its thumbnail has loaded). Choosing a library picture takes its alt texts from the library;
 * a site picture takes them from the site when none is typed yet.
 */
export function ImageField({ field, pointer, value, onChange, index }: FieldProps) {
  const { errors, site } = useForm();
  // An image spelled as the spec spells it ({ name, url, externalPath }) shows, and is saved, in today's shape (decision 0061).
  const shown = normalizeImage(value);
  const image: Props = typeof shown === 'object' && shown !== null ? (shown as Props) : {};
  const children = field.children ?? [];
  const media = children.find((child) => child.widget === 'media');
  const own = (errors.get(pointer) ?? []).map((e) => e.message);
  return (
    <FieldSet field={field} pointer={pointer} index={index} className="bf-image" messages={own}>
      {media ? (
        <ImagePicker
          field={media}
          pointer={childPointer(pointer, media.name)}
          selected={typeof image[media.name] === 'string' ? (image[media.name] as string) : undefined}
          allowNone={!field.required}
          onPick={(src, size) => {
            if (src === undefined) {
              onChange(undefined);
              return;
            }
            let next = withProp(image, media.name, src);
            const alt = localizedParts(next.alt);
            // A library picture brings the alt texts it was uploaded with (they describe it); a site picture only fills empty ones.
            const fromLibrary = libraryStore.get().items.find((entry) => entry.src === src)?.alt;
            const known = fromLibrary ?? site.images.find((entry) => entry.src === src)?.alt;
            if (known && (fromLibrary || (alt.fr === '' && alt.en === '')) && children.some((c) => c.name === 'alt')) next = withProp(next, 'alt', { ...known });
            if (size && children.some((c) => c.name === 'width')) next = withProp(withProp(next, 'width', size.width), 'height', size.height);
            onChange(next);
          }}
        />
      ) : null}
      <div className="bf-image-props">
        {children
          .filter((child) => child !== media)
          .map((child) => (
            <Field
              key={child.name}
              field={child}
              pointer={childPointer(pointer, child.name)}
              value={image[child.name]}
              onChange={(next) => onChange(prunedGroup(withProp(image, child.name, next), field.required))}
            />
          ))}
      </div>
    </FieldSet>
  );
}

/** A file of the site's media on its own (a path): the same picker, its value the path. */
export function MediaField({ field, pointer, value, onChange }: FieldProps) {
  return (
    <ImagePicker
      field={field}
      pointer={pointer}
      selected={typeof value === 'string' ? value : undefined}
      allowNone={!field.required}
      onPick={(src) => onChange(src)}
    />
  );
}
