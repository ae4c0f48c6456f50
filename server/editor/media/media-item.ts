import type { Selectable } from 'kysely';
import type { EditorMediaItem } from '../../../schemas/api/editor/editor-media.ts';
import type { EditorMediaTable } from '../../db/tables/cluster.ts';
import { mediaSrc } from './media-src.ts';
import { isLibraryType } from './sniff-image-type.ts';

/** A library picture as the editor reads it (the contract's `EditorMediaItem`; a row of an unknown type is served as a JPEG, as its `src` says). */
export function mediaItem(row: Selectable<EditorMediaTable>): EditorMediaItem {
  return {
    id: Number(row.id), hash: row.hash, src: mediaSrc(row.hash, row.mime), mime: isLibraryType(row.mime) ? row.mime : 'image/jpeg', width: row.width, height: row.height, size: row.size,
    alt: { fr: row.altFr, en: row.altEn }, name: row.name, createdAt: row.createdAt, createdBy: row.createdByEmail,
  };
}
