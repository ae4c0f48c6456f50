import type { ComponentType } from 'react';

/** The attribute that marks a kept part's wrapper (`KeptPart.tsx`); its value is the part's name. */
export const KEPT_PART_ATTRIBUTE = 'data-kept-part';

interface Kept {
  html: string;
  /** The data the HTML was rendered from (bound on the first render in the browser). */
  source?: unknown;
  bound: boolean;
}

const kept = new Map<string, Kept>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each part has its own props; KeptPart types them at its call
const components = new Map<string, ComponentType<any>>();

/**
 * Reads the server HTML of every kept part of the document (footer…), before hydration: the
 * browser shows that HTML and loads none of the part's code until the data it was rendered from
 * changes (a language switch reloads the root data).
 */
export function captureKeptParts(root: ParentNode): void {
  kept.clear();
  for (const element of root.querySelectorAll(`[${KEPT_PART_ATTRIBUTE}]`)) {
    const name = element.getAttribute(KEPT_PART_ATTRIBUTE);
    if (name !== null && !kept.has(name)) kept.set(name, { html: element.innerHTML, bound: false });
  }
}

/**
 * The kept server HTML of part `name`: `current` while `source` is the data of the first render
 * (the first call binds it), false once it is other data (the HTML is then only a stand-in while
 * the part's code loads); undefined when the page had no such HTML.
 */
export function keptPartHtml(name: string, source: unknown): { html: string; current: boolean } | undefined {
  const part = kept.get(name);
  if (!part) return undefined;
  if (!part.bound) Object.assign(part, { source, bound: true });
  return { html: part.html, current: part.source === source };
}

/** Gives the component of part `name` to render from code (the server registers each part at start; the browser once its chunk has loaded). */
export function registerKeptPart<P extends object>(name: string, component: ComponentType<P>): void {
  components.set(name, component);
}

/** The component of part `name`, if registered. */
export function keptPartComponent(name: string): ComponentType<object> | undefined {
  return components.get(name);
}
