import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SavedAddress, SavedAddressInput } from '@atelier/contract';
import { pickLocale } from '@atelier/contract';
import { addressTypes, userAddresses } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { RequestContext } from '../../context.ts';
import { checkPostalCode, resolveCountry } from '../delivery/delivery-country.ts';

type Row = typeof userAddresses.$inferSelect;

async function typesOfSite(ctx: RequestContext) {
  const rows = await ctx.db
    .select({ id: addressTypes.id, label: addressTypes.label })
    .from(addressTypes)
    .where(eq(addressTypes.siteId, ctx.siteId));
  return new Map(rows.map((row) => [row.id, pickLocale(row.label, ctx.locale) ?? '']));
}

function toSavedAddress(ctx: RequestContext, row: Row, types: Map<number, string>): SavedAddress {
  return {
    id: row.id,
    type: row.typeIds.flatMap((id) => (types.has(id) ? [{ id, value: types.get(id)! }] : [])),
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    address: row.address,
    addressPart2: row.addressPart2,
    postalCode: row.postalCode,
    city: row.city,
    country: { alphaTwo: row.countryAlpha2, name: resolveCountry(row.countryAlpha2, ctx.locale).name },
    phone: row.phone,
  };
}

/** A logged customer's saved addresses, oldest first (SPEC §3 Address). */
export async function listAddresses(ctx: RequestContext, userId: number): Promise<SavedAddress[]> {
  const [rows, types] = await Promise.all([
    ctx.db
      .select()
      .from(userAddresses)
      .where(and(eq(userAddresses.siteId, ctx.siteId), eq(userAddresses.userId, userId)))
      .orderBy(asc(userAddresses.id)),
    typesOfSite(ctx),
  ]);
  return rows.map((row) => toSavedAddress(ctx, row, types));
}

/** The columns of an address as given: its country resolved, its types the site's own. */
async function values(ctx: RequestContext, input: SavedAddressInput) {
  const country = resolveCountry(input.country, ctx.locale);
  checkPostalCode(input.postalCode, country);
  const typeIds = [...new Set(input.typeIds ?? [])];
  if (typeIds.length > 0) {
    const known = await ctx.db
      .select({ id: addressTypes.id })
      .from(addressTypes)
      .where(and(eq(addressTypes.siteId, ctx.siteId), inArray(addressTypes.id, typeIds)));
    const unknown = typeIds.filter((id) => !known.some((row) => row.id === id));
    if (unknown.length > 0) throw new AppError('BAD_REQUEST', 'ADDRESS_TYPE_UNKNOWN', { ids: unknown.join(', ') });
  }
  return {
    typeIds,
    firstname: input.firstname,
    lastname: input.lastname,
    company: input.company || null,
    address: input.address,
    addressPart2: input.addressPart2 || null,
    postalCode: input.postalCode,
    city: input.city,
    countryAlpha2: country.alphaTwo,
    phone: input.phone || null,
  };
}

export async function addAddress(ctx: RequestContext, userId: number, input: SavedAddressInput) {
  const [row] = await ctx.db
    .insert(userAddresses)
    .values({ siteId: ctx.siteId, userId, ...(await values(ctx, input)) })
    .returning();
  return toSavedAddress(ctx, row!, await typesOfSite(ctx));
}

const ownRow = (ctx: RequestContext, userId: number, id: number) =>
  and(eq(userAddresses.siteId, ctx.siteId), eq(userAddresses.userId, userId), eq(userAddresses.id, id));

/** Another customer's address does not exist for this one (404). */
export async function updateAddress(ctx: RequestContext, userId: number, id: number, input: SavedAddressInput) {
  const [row] = await ctx.db
    .update(userAddresses)
    .set(await values(ctx, input))
    .where(ownRow(ctx, userId, id))
    .returning();
  if (!row) throw notFound('Address', id);
  return toSavedAddress(ctx, row, await typesOfSite(ctx));
}

export async function deleteAddress(ctx: RequestContext, userId: number, id: number) {
  const deleted = await ctx.db
    .delete(userAddresses)
    .where(ownRow(ctx, userId, id))
    .returning({ id: userAddresses.id });
  if (deleted.length === 0) throw notFound('Address', id);
}
