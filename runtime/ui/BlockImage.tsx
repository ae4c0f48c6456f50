import { useContext } from 'react';
import { mediaImage } from '../engine/api/image-url.ts';
import { responsiveImage } from '../engine/api/image-src-set.ts';
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
 * (`EagerImagesContext`). A raster picture gets a `srcset` of resized variants and `sizes` (the
 * server picks AVIF, WebP or the original's format by the browser's `Accept`, decision 0039); an
 * SVG has one `src` and no `sizes`. React preloads an eager one with the same `imagesrcset`.
 */
export function BlockImage({ image, className, priority = false, sizes }: BlockImageComponentProps) {
  const eager = useContext(EagerImagesContext);
  const responsive = responsiveImage(mediaImage(image.src, imageSeoName(image)), image.width, sizes);
  return (
    <img
      className={className}
      src={responsive.src}
      srcSet={responsive.srcSet}
      sizes={responsive.sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
