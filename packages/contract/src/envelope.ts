import { z } from './zod.ts';

/** SPEC §7: every response carries success, data and message; when success is false the message is the error. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data, message: z.string().nullable() });

export const errorEnvelopeSchema = z.object({ success: z.literal(false), data: z.null(), message: z.string() });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string | null;
}

/** List results are `{items, total}`. */
export const listSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
export interface List<T> {
  items: T[];
  total: number;
}
