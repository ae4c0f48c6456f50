/** What the accept check needs of a file (a web `File` has it). */
export interface FileInfo {
  name: string;
  size: number;
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
 * "image/*"), as the HTML `accept` attribute reads it. Either its extension or its type must match.
 */
export function acceptsFile(accept: readonly string[], file: FileInfo): boolean {
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase().split(';')[0]?.trim() ?? '';
  return accept.some((rule) => {
    const wanted = rule.toLowerCase();
    if (wanted.startsWith('.')) return extension === wanted;
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** A size in bytes for people: "512 B", "300 KB", "2 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
