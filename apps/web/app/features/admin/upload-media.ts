import type { UploadedMedia } from '@atelier/contract';
import { adminMediaEndpoints } from '@atelier/contract/endpoints/admin-media';
import { browserApi } from '../site/browser-api.ts';

/** Sends one file to the site's storage (POST /api/admin/media): its storage path and URL, or an ApiError. */
export function uploadMedia(file: File): Promise<UploadedMedia> {
  const body = new FormData();
  body.set('file', file, file.name);
  return browserApi().call(adminMediaEndpoints.adminUploadMedia, { body });
}

/** Where a browser reads a file of the site's storage (the API's siteFileUrl). */
export function mediaUrl(siteId: number | null | undefined, path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(?:[a-z]+:|\/)/i.test(path)) return path;
  return siteId ? `/media/site-${siteId}/${path}` : null;
}
