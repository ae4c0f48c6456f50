import { isFrench, type Locale } from '../locale.ts';

/** A size for people: "512 o", "300 Ko", "1,5 Mo" in French; "512 B", "300 KB", "1.5 MB" in English. */
export function formatFileSize(bytes: number, lang: Locale): string {
  const [b, kb, mb] = isFrench(lang) ? ['o', 'Ko', 'Mo'] : ['B', 'KB', 'MB'];
  if (bytes < 1024) return `${bytes} ${b}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} ${kb}`;
  const value = Math.round((bytes / (1024 * 1024)) * 10) / 10;
  return `${isFrench(lang) ? String(value).replace('.', ',') : value} ${mb}`;
}
