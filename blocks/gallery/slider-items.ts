import { mediaImage } from '../../runtime/index.ts';
import { fileType } from '../../rules/files/file-type.ts';
import { imageSeoName } from '../../runtime/index.ts';
import type { SliderItem } from '../../runtime/index.ts';
import type { GalleryItemProps } from './gallery.block.ts';

/** The gallery's items as slides: CDN URLs resolved, videos typed by their file name (§5). */
export function sliderItems(items: readonly GalleryItemProps[]): SliderItem[] {
  return items.map(({ image, caption }) => {
    const name = imageSeoName(image);
    const isVideo = fileType(image.src) === 'video';
    const isSvg = /\.svg$/i.test(image.src);
    const slide: SliderItem = {
      type: isVideo ? 'video' : 'image',
      src: mediaImage(image.src, name, { webp: false }),
      alt: image.alt,
      width: image.width,
      height: image.height,
    };
    if (!isVideo && !isSvg) slide.webp = mediaImage(image.src, name, { webp: true });
    if (caption) slide.caption = caption;
    return slide;
  });
}
