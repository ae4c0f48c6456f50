/** One script a site configures: external (`src`) or inline (`code`). */
export type CustomScript = { src: string } | { code: string };

export interface SplitScripts {
  /** The HTML without its `<script>` elements. */
  html: string;
  /** The scripts it held, in order: https or same-site `src`, or inline code. */
  scripts: CustomScript[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/** A script URL that may load: https, or a path of this site; null for anything else. */
function safeScriptSrc(src: string): string | null {
  const value = src.trim();
  if (/["'<>\s]/.test(value)) return null;
  if (/^https:\/\/[^/]+/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return null;
}

/**
 * Splits configured HTML (END_OF_BODY_HTML) into its markup without scripts and the scripts it
 * holds. A script with a `src` that is neither https nor a site path is dropped, so is an empty one.
 */
export function splitScripts(html: string): SplitScripts {
  const scripts: CustomScript[] = [];
  const rest = html.replace(SCRIPT, (_, attributes: string, body: string) => {
    const match = SRC.exec(attributes);
    const src = match ? safeScriptSrc(match[1] ?? match[2] ?? match[3] ?? '') : null;
    if (src) scripts.push({ src });
    else if (!match && body.trim() !== '') scripts.push({ code: body });
    return '';
  });
  return { html: rest, scripts };
}

/** The `<script>` element of a script kept by splitScripts; splitting its markup gives it back. */
export function scriptMarkup(script: CustomScript): string {
  return 'src' in script ? `<script src="${script.src}"></script>` : `<script>${script.code}</script>`;
}
