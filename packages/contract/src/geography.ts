import { z } from './zod.ts';

/** A country (ISO 3166-1). `name` is given in the request's language. */
export const countrySchema = z.object({
  /** ISO 3166-1 numeric code as a number, e.g. France = 250. */
  id: z.number().int(),
  alphaTwo: z.string().length(2),
  alphaThree: z.string().length(3),
  /** ISO 3166-1 numeric code, 3 digits zero-padded, e.g. '250', '004'. */
  numCode: z.string().regex(/^\d{3}$/),
  name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

/** A French commune with one of its postal codes (one row per commune and postal code). */
export const citySchema = z.object({
  /** INSEE code + '-' + postal code, e.g. '85191-85000'. */
  id: z.string(),
  name: z.string(),
  postalCode: z.string(),
  inseeCode: z.string(),
  /** Department code, e.g. '85', '2A', '971'. */
  department: z.string(),
});
export type City = z.infer<typeof citySchema>;
