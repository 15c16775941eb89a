import { z } from './zod.ts';
import { LOCALES, type LocalizedText } from './locales.ts';

export * from './locales.ts';

/** SPEC §2: two locales, fr_FR is the default. */
export const localeSchema = z.enum(LOCALES);

/** Text stored once per language. French is always present; English may fall back to French. */
export const localizedTextSchema: z.ZodType<LocalizedText> = z.object({ fr_FR: z.string(), en: z.string().optional() });
