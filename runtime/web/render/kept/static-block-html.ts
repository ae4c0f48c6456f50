/** The attribute that marks a static block's wrapper; its value is the block's layout key. */
export const STATIC_BLOCK_ATTRIBUTE = 'data-static-block';
/** The same for a late block (LateBlock.tsx), which hydrates once the page wakes. */
export const LATE_BLOCK_ATTRIBUTE = 'data-late-block';

const captured = new Map<string, string>();

/**
 * Reads the server HTML of every static and late block of the document, before hydration: the
 * client renders static blocks with that HTML (their code is not loaded), so the markup stays as
 * the server sent it, and stays right if React ever has to create the element again; a late
 * block shows it if React must render the block before its code is there.
 */
export function captureStaticBlockHtml(root: ParentNode): void {
  captured.clear();
  for (const element of root.querySelectorAll(`[${STATIC_BLOCK_ATTRIBUTE}],[${LATE_BLOCK_ATTRIBUTE}]`)) {
    const key = element.getAttribute(STATIC_BLOCK_ATTRIBUTE) ?? element.getAttribute(LATE_BLOCK_ATTRIBUTE);
    if (key !== null && !captured.has(key)) captured.set(key, element.innerHTML);
  }
}

/** The captured server HTML of the first page's static or late block `key`, if any. */
export function staticBlockHtml(key: string): string | undefined {
  return captured.get(key);
}

/** Forgets the first page's HTML: after a navigation, every block of a page renders from its code. */
export function forgetStaticBlockHtml(): void {
  captured.clear();
}

/**
 * Where a click on a link inside kept server HTML should take the router: a path on this origin
 * for a plain left click on a same-origin link that opens in place; null to let the browser act
 * (another site, a new tab, a download, a modifier key, a click already handled).
 */
export function clientNavigationTarget(
  anchor: { href: string; target: string; hasAttribute(name: string): boolean } | null,
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; defaultPrevented: boolean },
  currentHref: string,
): string | null {
  if (!anchor || click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, currentHref);
  } catch {
    return null;
  }
  const current = new URL(currentHref);
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return null;
  // A link to an anchor of this very page scrolls as the browser does.
  if (url.pathname === current.pathname && url.search === current.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
