import type { DraftBlock } from './block-values.ts';

/**
 * A small picture of a layout for the pages list: a band per block, coloured by kind, with its name. Drawn on a
 * canvas (no library), sent as PNG after each save.
 */
export async function layoutWireframe(
  blocks: DraftBlock[],
  nameOf: (block: DraftBlock) => string,
): Promise<Blob | null> {
  if (typeof document === 'undefined') return null;
  const width = 480;
  const band = (block: DraftBlock) =>
    block.type === 'hero' ? 96 : block.type === 'gallery' || block.type === 'album' ? 72 : 44;
  const height = Math.max(
    60,
    blocks.reduce((sum, block) => sum + band(block) + 8, 8),
  );
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.min(height, 4000);
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#fafaf9';
  context.fillRect(0, 0, width, canvas.height);
  let y = 8;
  for (const block of blocks) {
    const h = band(block);
    context.fillStyle = block.type === 'hero' ? '#44403c' : block.type === 'richText' ? '#e7e5e4' : '#d6d3d1';
    context.fillRect(8, y, width - 16, h);
    context.fillStyle = block.type === 'hero' ? '#ffffff' : '#1c1917';
    context.font = '16px sans-serif';
    context.fillText(nameOf(block).slice(0, 48), 20, y + Math.min(h / 2 + 6, 30));
    y += h + 8;
  }
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/png'));
}
