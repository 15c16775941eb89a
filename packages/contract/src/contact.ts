import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from './zod.ts';

/** POST /message: the contact form (issue 3 draws it; the API validates and sends it). */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(2).max(100),
  email: z.email().max(254),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((phone) => phone === '' || isValidPhoneNumber(phone, 'FR'), { message: 'Invalid phone number' })
    .optional(),
  subject: z.string().trim().min(2).max(150),
  message: z.string().trim().min(10).max(5000),
  /** The visitor agrees that the data is used to answer the message (GDPR). */
  consent: z.literal(true),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessageResultSchema = z.object({ id: z.number().int() });
