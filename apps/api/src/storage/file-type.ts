import type { fileTypeFromBuffer as FileTypeFromBuffer } from 'file-type';

/**
 * file-type's answer for a file's first bytes, the package loaded on the first upload rather than at the start
 * (~20 ms of it, issue 21).
 */
export const fileTypeFromBuffer: typeof FileTypeFromBuffer = async (buffer) =>
  (await import('file-type')).fileTypeFromBuffer(buffer);
