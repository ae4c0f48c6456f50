/** What the API's file checks need of a file (a web `File` has it); the accept check itself is `rules/accepts-file.ts`. */
export interface FileInfo {
  name: string;
  size: number;
  type: string;
}

/** A size in bytes for people: "512 B", "300 KB", "2 MB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}
