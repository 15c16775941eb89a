import type { Envelope } from '@atelier/contract';

/** The success envelope of SPEC §7. */
export function ok<T>(data: T): Envelope<T> {
  return { success: true, data, message: null };
}
