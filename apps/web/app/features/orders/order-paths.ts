import type { Locale } from '@atelier/contract/locales';
import { localizePath } from '../i18n/locale.ts';

/**
 * Whose eyes an order's pages are for: its logged owner (`/account/orders/{id}/…`), or whoever holds the signed
 * link of the confirmation mail (`/order/follow/{token}/…`, issue 7 item 1). The same pages serve both; a guest's
 * token rides in the path, so every link between the pages keeps it.
 */
export type OrderScope = { kind: 'member'; idOrder: number } | { kind: 'link'; idOrder: number; token: string };

/** The order link's token the API calls need (`?access=`), null for the owner. */
export const accessOf = (scope: OrderScope) => (scope.kind === 'link' ? scope.token : null);

/** The `?access=` query of an order's call: the link's token, nothing for the owner. */
export const accessQuery = (access: string | null | undefined) => (access ? { access } : {});

/** What the error page of a return that is not one of the order's (the order is) is told: where the order is. */
export interface MissingReturn {
  missing: 'return';
  orderUrl: string;
}

/** The order's page; the other pages of the order live under it. */
export function orderPath(scope: OrderScope, locale: Locale): string {
  return localizePath(
    scope.kind === 'member' ? `/account/orders/${scope.idOrder}` : `/order/follow/${encodeURIComponent(scope.token)}`,
    locale,
  );
}

/** The page that asks for a return (SPEC §2 /account/orders/{id}/return). */
export const returnAskPath = (scope: OrderScope, locale: Locale) => `${orderPath(scope, locale)}/return`;

/** A return's (or a withdrawal's) page (SPEC §2 /account/orders/{id}/return/{idReturn}). */
export const returnPath = (scope: OrderScope, locale: Locale, idReturn: number) =>
  `${orderPath(scope, locale)}/return/${idReturn}`;

/** The EU withdrawal function's page (issue 7 item 4). */
export const withdrawalPath = (scope: OrderScope, locale: Locale) => `${orderPath(scope, locale)}/withdrawal`;

/** The sale terms its buyer accepted: the version in force when the order was placed (issue 18 item 5). */
export const saleTermsPath = (scope: OrderScope, locale: Locale) => `${orderPath(scope, locale)}/sale-terms`;

/** The customer's order list. */
export const ordersPath = (locale: Locale) => localizePath('/account/orders', locale);

/** A row id of the URL ('12'), or null for anything else ('12abc', '0', '-1'). */
export function rowIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
