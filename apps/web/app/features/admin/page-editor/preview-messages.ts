import type { DraftBlock } from './block-values.ts';

/**
 * The messages between the page editor and its live previews (an iframe per language, same origin): the editor
 * sends the blocks as they stand, unsaved; a preview says when it is ready to draw them.
 */
export const PREVIEW_BLOCKS = 'atelier:page-preview:blocks';
export const PREVIEW_READY = 'atelier:page-preview:ready';

export type PreviewMessage = { kind: typeof PREVIEW_BLOCKS; blocks: DraftBlock[] } | { kind: typeof PREVIEW_READY };

export function isPreviewMessage(data: unknown): data is PreviewMessage {
  const kind = (data as { kind?: unknown } | null)?.kind;
  return kind === PREVIEW_BLOCKS || kind === PREVIEW_READY;
}

/** The preview of a page in a language: `/admin/pages/3/preview`, `/en/admin/pages/3/preview`. */
export const previewPath = (pageId: number, locale: 'fr_FR' | 'en') =>
  `${locale === 'en' ? '/en' : ''}/admin/pages/${pageId}/preview`;
