import { mediaImage } from '../../../engine/api/image-url.ts';
import type { MenuItem } from '../../../engine/router/menu-tree.ts';

/** A menu entry's text, after its page's `menuIcon` when it has one (decorative: the text names the entry). */
export function MenuLabel({ item }: { item: Pick<MenuItem, 'label' | 'icon'> }) {
  if (!item.icon) return <>{item.label}</>;
  return (
    <>
      <img className="menu-icon" src={mediaImage(item.icon, item.label)} alt="" aria-hidden="true" decoding="async" />
      {item.label}
    </>
  );
}
