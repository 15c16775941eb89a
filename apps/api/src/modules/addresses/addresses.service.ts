import { pickLocale, type AddressType, type CompanyAddress, type List } from '@atelier/contract';
import type { ListQuery } from '../../lists/list-query.ts';
import type { RequestContext } from '../../context.ts';
import { listCountries } from '../geography/geography.service.ts';
import * as repository from './addresses.repository.ts';

export async function listAddressTypes(ctx: RequestContext): Promise<AddressType[]> {
  const rows = await repository.findAddressTypes(ctx);
  return rows.map((row) => ({ id: row.id, code: row.code, value: pickLocale(row.label, ctx.locale) }));
}

export async function listCompanyAddresses(ctx: RequestContext, query: ListQuery): Promise<List<CompanyAddress>> {
  const [{ items, links, total }, types] = await Promise.all([
    repository.findCompanyAddresses(ctx, query),
    listAddressTypes(ctx),
  ]);
  const typeById = new Map(types.map((type) => [type.id, type]));
  const countryNames = new Map(listCountries(ctx.locale).map((country) => [country.alphaTwo, country.name]));
  return {
    total,
    items: items.map((row) => ({
      id: row.id,
      name: row.name,
      type: links.filter((link) => link.addressId === row.id).flatMap((link) => typeById.get(link.typeId) ?? []),
      address: row.address,
      addressPart2: row.addressPart2,
      postalCode: row.postalCode,
      city: row.city,
      country: { alphaTwo: row.countryAlpha2, name: countryNames.get(row.countryAlpha2) ?? row.countryAlpha2 },
      phone: row.phone,
      email: row.email,
      position:
        row.latitude && row.longitude ? { latitude: Number(row.latitude), longitude: Number(row.longitude) } : null,
      openingHours: pickLocale(row.openingHours, ctx.locale),
      isMain: row.isMain,
    })),
  };
}
