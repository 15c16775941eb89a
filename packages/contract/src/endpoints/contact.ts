import { contactMessageResultSchema, contactMessageSchema } from '../contact.ts';
import { endpoint } from '../endpoint.ts';

/** The contact form (issue 3). */
export const contactEndpoints = {
  sendMessage: endpoint({
    method: 'POST',
    path: '/message',
    summary: 'Sends a message to the company through the contact form',
    tags: ['contact'],
    body: contactMessageSchema,
    data: contactMessageResultSchema,
    refusals: [400, 429],
  }),
};
