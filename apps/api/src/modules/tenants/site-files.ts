import { copyFile, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { mediaRoot, siteFilePath } from '../../storage/storage.ts';

/**
 * Copies into a new site's storage the files of its template that the copied rows name (logos, fonts, the
 * images of pages and footer elements): a file is copied when its path inside the template's folder appears in
 * the rows' JSON. Nothing else of the template's storage (product or news images) is copied.
 */
export async function copyReferencedFiles(dataDir: string, fromSiteId: number, toSiteId: number, rowsJson: string) {
  const root = path.join(mediaRoot(dataDir), `site-${fromSiteId}`);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  let copied = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!rowsJson.includes(file)) continue;
    const target = siteFilePath(dataDir, toSiteId, file);
    await mkdir(path.dirname(target), { recursive: true });
    await copyFile(path.join(root, file), target);
    copied += 1;
  }
  return copied;
}
