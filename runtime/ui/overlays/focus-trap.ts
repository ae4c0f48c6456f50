const FOCUSABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', 'video[controls]', 'iframe', '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements of `container` reachable with Tab, in document order. */
export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hasAttribute('inert'));
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last element Tab goes to the first, from
 * the first Shift+Tab goes to the last. Returns true when it moved the focus.
 */
export function trapTab(container: HTMLElement, event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>): boolean {
  if (event.key !== 'Tab') return false;
  const elements = focusableElements(container);
  const first = elements[0];
  const last = elements[elements.length - 1];
  const active = container.ownerDocument.activeElement;
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
