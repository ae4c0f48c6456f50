import type { Extensions } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions';
import { isLinkAddress } from './link-target.ts';

/**
 * The rich-text editor's schema: exactly what the configuration's HTML policy keeps (paragraphs,
 * h2–h4, lists, strong, em, links, line breaks, quotes; see rich-text-fits.ts), so what the owner
 * sees is what the page shows. Links carry only their address (no target, no rel), and only an
 * address a link field accepts.
 */
export function richTextExtensions(): Extensions {
  return [
    Document,
    Paragraph,
    Text,
    Bold,
    Italic,
    HardBreak,
    Heading.configure({ levels: [2, 3, 4] }),
    Blockquote,
    BulletList,
    OrderedList,
    ListItem,
    ListKeymap,
    Link.configure({
      openOnClick: false,
      autolink: false,
      linkOnPaste: false,
      protocols: [],
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => isLinkAddress(url),
    }),
    UndoRedo,
  ];
}
