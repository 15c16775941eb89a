import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { addressTypes, companyAddresses, companyAddressTypes } from '../../db/schema/index.ts';
import type { ListFilter, ListQuery } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, type ListColumns } from '../../lists/list-sql.ts';
import type { RequestContext } from '../../context.ts';

export function findAddressTypes(ctx: RequestContext) {
  return ctx.db.select().from(addressTypes).where(eq(addressTypes.siteId, ctx.siteId)).orderBy(asc(addressTypes.id));
}

/** Addresses that have one of the given type codes. */
function hasType(filter: ListFilter) {
  const codes = (Array.isArray(filter.value) ? filter.value : [filter.value]).map(String);
  const matching = sql`EXISTS (SELECT 1 FROM ${companyAddressTypes} JOIN ${addressTypes}
    ON ${addressTypes.siteId} = ${companyAddressTypes.siteId} AND ${addressTypes.id} = ${companyAddressTypes.typeId}
    WHERE ${companyAddressTypes.siteId} = ${companyAddresses.siteId} AND ${companyAddressTypes.addressId} = ${companyAddresses.id}
    AND ${inArray(addressTypes.code, codes)})`;
  if (filter.operator === 'eq' || filter.operator === 'in') return matching;
  if (filter.operator === 'df') return sql`NOT ${matching}`;
  return undefined;
}

/** The columns of the company address list's fields (the fields: companyAddressListSpec, with its endpoint in the contract). */
const columns: ListColumns = {
  id: companyAddresses.id,
  name: companyAddresses.name,
  city: companyAddresses.city,
  postalCode: companyAddresses.postalCode,
  isMain: companyAddresses.isMain,
  order: companyAddresses.position,
  type: hasType,
};

export async function findCompanyAddresses(ctx: RequestContext, query: ListQuery) {
  const where = listWhere(eq(companyAddresses.siteId, ctx.siteId), query, columns);
  const { items, total } = await listPage(
    ctx.db
      .select()
      .from(companyAddresses)
      .where(where)
      .orderBy(...listOrderBy(query, columns, companyAddresses.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(companyAddresses).where(where),
  );
  const links =
    items.length === 0
      ? []
      : await ctx.db
          .select()
          .from(companyAddressTypes)
          .where(
            and(
              eq(companyAddressTypes.siteId, ctx.siteId),
              inArray(
                companyAddressTypes.addressId,
                items.map((item) => item.id),
              ),
            ),
          );
  return { items, links, total };
}
