import { useContext } from 'react';
import { mediaImage } from '../engine/api/image-url.ts';
import { slugify } from '../../rules/text/slugify.ts';
import type { BlockImageProps } from './block-image.schema.ts';
import { EagerImagesContext } from './eager-images.ts';

export interface BlockImageComponentProps {
  image: BlockImageProps;
  className?: string;
  /** The page's largest image (the hero): loaded eagerly with fetchpriority="high". */
  priority?: boolean;
  sizes?: string;
}

/** The SEO file name of an image in its CDN path: the slug of its alt text, else of its file name. */
export function imageSeoName(image: BlockImageProps): string {
  const fromAlt = slugify(image.alt);
  if (fromAlt) return fromAlt;
  const file = image.src.split('/').pop() ?? 'image';
  return slugify(file.replace(/\.[^.]+$/, '')) || 'image';
}

/**
 * An image from the site's media through the image CDN path, with its intrinsic size (no layout
 * shift), its alt text, lazy loading unless `priority` or inside the page's first block with images
 * (`EagerImagesContext`), and a WebP source unless it is an SVG.
 */
export function BlockImage({ image, className, priority = false, sizes }: BlockImageComponentProps) {
  const eager = useContext(EagerImagesContext);
  const name = imageSeoName(image);
  const isSvg = /\.svg$/i.test(image.src);
  const img = (
    <img
      className={className}
      src={mediaImage(image.src, name, { webp: false })}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  if (isSvg) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={mediaImage(image.src, name, { webp: true })} />
      {img}
    </picture>
  );
}
