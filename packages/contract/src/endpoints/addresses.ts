import { z } from '../zod.ts';
import { addressTypeSchema, companyAddressSchema } from '../content.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import { listQuerySchema, type ListSpec } from '../list-query.ts';

const tags = ['addresses'];

/** The fields of the company address list (SPEC §7 list language). */
const companyAddressListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    name: { type: 'string', sortable: true },
    city: { type: 'string', sortable: true },
    postalCode: { type: 'string', sortable: true },
    isMain: { type: 'boolean' },
    order: { type: 'integer', sortable: true },
    /** Code of an address type (WORKSHOP, CLICK_AND_COLLECT, …). */
    type: { type: 'string' },
  },
  defaultOrderBy: 'order',
};

/** SPEC §7 Addresses: the site's address types and the company's addresses. */
export const addressesEndpoints = {
  // Read by every visitor at start-up despite its /admin path (SPEC §7), so it is public.
  addressTypes: endpoint({
    method: 'GET',
    path: '/admin/address/type',
    summary: 'Address types of the site',
    tags,
    data: z.array(addressTypeSchema),
    refusals: [],
  }),
  companyAddresses: endpoint({
    method: 'GET',
    path: '/company/address',
    summary: "The company's addresses (workshop, shop, Click & Collect points)",
    tags,
    query: listQuerySchema(companyAddressListSpec),
    data: listSchema(companyAddressSchema),
    refusals: [400],
  }),
};
