import type { ReactNode } from 'react';
import { STATIC_BLOCK_ATTRIBUTE } from './static-block-html.ts';
import { useKeptLinkClick } from './use-kept-link-click.ts';

export interface StaticBlockProps {
  blockKey: string;
  /** The block's server HTML, kept as it is (first page, its code not loaded); absent: `children` render. */
  html?: string;
  children?: ReactNode;
}

/**
 * The wrapper of a block with no browser behaviour (`staticBlockTypes`), the same on the server
 * and in the browser (`display: contents`: no box of its own). On the first page the browser
 * renders it with the server's HTML and never loads the block's code; its site links still
 * navigate client-side, as `<Link>` would.
 */
export function StaticBlock({ blockKey, html, children }: StaticBlockProps) {
  const onClick = useKeptLinkClick();
  const attributes = { [STATIC_BLOCK_ATTRIBUTE]: blockKey, className: 'static-block', onClick };
  return html === undefined ? <div {...attributes}>{children}</div> : <div {...attributes} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}
