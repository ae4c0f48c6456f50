import type { Selectable } from 'kysely';
import type { EditorMediaTable } from '../../db/tables/cluster.ts';
import { mediaSrc } from './media-src.ts';
import type { TextPair } from '../../../rules/text/pick-text.ts';

/** A library picture as the editor reads it. */
export interface MediaItem {
  id: number;
  hash: string;
  /** What an image field stores: `/media/library/<hash>.<ext>`. */
  src: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  alt: TextPair;
  name: string;
  createdAt: string;
  createdBy: string | null;
}

export function mediaItem(row: Selectable<EditorMediaTable>): MediaItem {
  return {
    id: Number(row.id), hash: row.hash, src: mediaSrc(row.hash, row.mime), mime: row.mime, width: row.width, height: row.height, size: row.size,
    alt: { fr: row.altFr, en: row.altEn }, name: row.name, createdAt: row.createdAt, createdBy: row.createdByEmail,
  };
}
