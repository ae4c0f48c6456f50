/** What a media file is, by its name (§5). */
export type FileType = 'image' | 'video' | 'none';

const IMAGE = new Set(['svg', 'jpeg', 'jpg', 'png']);
const VIDEO = new Set(['mp4', 'm4v', 'mov', 'avi', 'wmv', 'flv']);

/**
 * File typing (§5), case-insensitive, by the last extension of the name (a query string or
 * fragment in a URL is ignored): image for svg/jpeg/jpg/png, video for mp4/m4v/mov/avi/wmv/flv,
 * otherwise none.
 */
export function fileType(name: string): FileType {
  if (typeof name !== 'string') {
    throw new TypeError(`fileType expects a file name string, got ${typeof name}`);
  }
  const path = name.replace(/[?#].*$/, '');
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return 'none';
  const ext = path.slice(dot + 1).toLowerCase();
  if (IMAGE.has(ext)) return 'image';
  if (VIDEO.has(ext)) return 'video';
  return 'none';
}
