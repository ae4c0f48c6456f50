/** What the accept check needs of a file (a web `File` has it). */
export interface AcceptedFileInfo {
  name: string;
  type: string;
}

/** The lower-case extension of a file name with its dot (".pdf"), or "" when it has none. */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/**
 * Whether a file matches an accept list of extensions (".pdf") and MIME types ("application/pdf",
 * "image/*"), as the HTML `accept` attribute reads it: either its extension or its type must
 * match. The browser checks it before upload, the API again on receipt.
 */
export function acceptsFile(accept: readonly string[], file: AcceptedFileInfo): boolean {
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  return accept.some((rule) => {
    const wanted = rule.toLowerCase();
    if (wanted.startsWith('.')) return extension === wanted;
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}
