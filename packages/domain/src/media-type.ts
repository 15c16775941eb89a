/** SPEC §5: the kind of media a file is, by its extension. */
export type MediaType = 'image' | 'video' | 'none';

const IMAGE_EXTENSIONS = new Set(['svg', 'jpeg', 'jpg', 'png']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'm4v', 'mov', 'avi', 'wmv', 'flv']);

export function mediaTypeOf(fileName: string): MediaType {
  const withoutQuery = fileName.split(/[?#]/)[0] ?? '';
  const dot = withoutQuery.lastIndexOf('.');
  if (dot < 0 || dot < withoutQuery.lastIndexOf('/')) return 'none';
  const extension = withoutQuery.slice(dot + 1).toLowerCase();
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (VIDEO_EXTENSIONS.has(extension)) return 'video';
  return 'none';
}
