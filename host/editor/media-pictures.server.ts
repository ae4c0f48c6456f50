import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const PICTURE = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i;

/** The pictures of a site's media folder as the configuration names them (`/media/heroes/x.jpg`), sorted; none when there is no folder. */
export function mediaPictures(folder: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(folder, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => PICTURE.test(entry) && !entry.split(sep).some((part) => part.startsWith('.')))
    .map((entry) => `/media/${relative(folder, join(folder, entry)).split(sep).join('/')}`)
    .sort();
}
