import { parseFileKey, publicFileKey, type FileStore } from '../../storage/file-store.ts';
import { VARIANTS_FOLDER } from '../images/image-variants.ts';

/**
 * Copies into a new site's public files the files of its template that the copied rows name (logos, fonts, the
 * images of pages and footer elements): a file is copied when its path inside the template's folder appears in
 * the rows' JSON. Nothing else of the template's files (product or news images, resized variants) is copied.
 * Through the file store, so a bucket's template files are copied within the bucket.
 */
export async function copyReferencedFiles(store: FileStore, fromSiteId: number, toSiteId: number, rowsJson: string) {
  const listed = await store.list(`site-${fromSiteId}/public/`);
  let copied = 0;
  for (const { key } of listed) {
    const file = parseFileKey(key).path;
    if (file.startsWith(`${VARIANTS_FOLDER}/`) || !rowsJson.includes(file)) continue;
    const source = await store.getStream(key);
    await store.put(publicFileKey(toSiteId, file), source.body, { contentType: source.contentType });
    copied += 1;
  }
  return copied;
}
