import type { AlbumSummary } from '@atelier/contract';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** What an album holds, « 4 photos · 1 vidéo »: only the kinds it has. */
export function albumCounts(t: Translate, album: Pick<AlbumSummary, 'imageCount' | 'videoCount'>): string {
  return [
    album.imageCount > 0 ? t('photos', { count: album.imageCount }) : null,
    album.videoCount > 0 ? t('videos', { count: album.videoCount }) : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
