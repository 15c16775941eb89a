import {
  pickLocale,
  type List,
  type Locale,
  type OrderAddress,
  type OrderDetail,
  type OrderStatusStep,
  type AdminOrderSummary,
  type OrderSummary,
} from '@atelier/contract';
import type { StoredPostalAddress } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import type { RequestContext } from '../../context.ts';
import { resolveCountry } from '../delivery/delivery-country.ts';
import * as repository from './order-history.repository.ts';
import type { OrderRow } from './order-history.repository.ts';
import { orderStatus } from './order-statuses.ts';

/** A country as the order page names it; an unknown code (a country list that changed since) keeps its code. */
export function countryOf(alphaTwo: string, locale: Locale) {
  try {
    const country = resolveCountry(alphaTwo, locale);
    return { alphaTwo: country.alphaTwo, name: country.name };
  } catch (error) {
    if (error instanceof AppError) return { alphaTwo, name: alphaTwo };
    throw error;
  }
}

function addressOf(stored: StoredPostalAddress, locale: Locale): OrderAddress {
  return {
    firstname: stored.firstname,
    lastname: stored.lastname,
    company: stored.company,
    address: stored.address,
    addressPart2: stored.addressPart2,
    postalCode: stored.postalCode,
    city: stored.city,
    country: countryOf(stored.countryAlpha2, locale),
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type OrderListRow = Awaited<ReturnType<typeof repository.findOrders>>['items'][number];

const summaryOf = (row: OrderListRow, locale: Locale): OrderSummary => ({
  id: row.id,
  reference: row.reference,
  createdAt: row.createdAt.toISOString(),
  status: orderStatus(row.status, locale),
  total: row.total,
  nbItems: row.nbItems,
  deliveryType: row.deliveryType,
});

/** `GET /order`: the logged customer's orders on this site. */
export async function listOrders(ctx: RequestContext, userId: number, query: ListQuery): Promise<List<OrderSummary>> {
  const page = await repository.findOrders(ctx, query, userId);
  return { total: page.total, items: page.items.map((row) => summaryOf(row, ctx.locale)) };
}

/** `GET /admin/order` (issue 16): every order of the site, with who ordered. */
export async function listSiteOrders(ctx: RequestContext, query: ListQuery): Promise<List<AdminOrderSummary>> {
  const page = await repository.findOrders(ctx, query, null);
  return {
    total: page.total,
    items: page.items.map((row) => ({
      ...summaryOf(row, ctx.locale),
      email: row.email,
      customer: `${row.billingAddress.firstname} ${row.billingAddress.lastname}`.trim(),
      userId: row.userId,
    })),
  };
}

/** The steps of an order, oldest first; a step repeated (a tracking link corrected, a note) shows once. */
function statusSteps(rows: { status: OrderRow['status']; createdAt: Date }[], locale: Locale): OrderStatusStep[] {
  const steps: OrderStatusStep[] = [];
  for (const row of rows) {
    if (steps.at(-1)?.status.code === row.status) continue;
    steps.push({ status: orderStatus(row.status, locale), date: row.createdAt.toISOString() });
  }
  return steps;
}

export interface OrderView {
  /** The order link's token the request was opened with, or null (its logged owner). */
  accessToken: string | null;
}

/** `GET /order/{id}`: the order `accessibleOrder` let through, whole, in the request's language. */
export async function orderDetail(ctx: RequestContext, order: OrderRow, view: OrderView): Promise<OrderDetail> {
  const locale = ctx.locale;
  const [lines, history, payment, pickup] = await Promise.all([
    repository.findLines(ctx, order.id),
    repository.findHistory(ctx, order.id),
    repository.findLatestPayment(ctx, order.id),
    order.deliveryType === 'CLICK_AND_COLLECT' ? repository.findPickup(ctx, order) : null,
  ]);
  const invoicePath = `/api/order/${order.id}/invoice`;
  return {
    id: order.id,
    reference: order.reference,
    locale: order.locale,
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    shippedAt: iso(order.shippedAt),
    deliveredAt: iso(order.deliveredAt),
    status: orderStatus(order.status, locale),
    history: statusSteps(history, locale),
    customer: { email: order.email, phone: order.phone, firstname: order.firstname, lastname: order.lastname },
    lines: lines.map((line) => ({
      id: line.id,
      idProduct: line.productId,
      idDeclination: line.declinationId,
      kind: line.kind,
      name: pickLocale(line.name, locale),
      detail: pickLocale(line.detail, locale) || null,
      reference: line.reference,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: line.total,
      customizations: line.customizations.map((answer) => ({
        idCustomization: answer.idCustomization,
        label: pickLocale(answer.label, locale),
        // A FILE answer's value is the file's path in storage: the page only says that a file came with it.
        value: answer.file ? answer.file.split('/').pop()! : answer.value,
        hasFile: answer.file !== null,
      })),
    })),
    delivery: {
      type: order.deliveryType,
      carrierName: order.carrierName,
      accessPoint: order.accessPoint ?? null,
      pickup: pickup
        ? {
            address: pickup.address
              ? {
                  id: pickup.address.id,
                  name: pickup.address.name,
                  address: pickup.address.address,
                  addressPart2: pickup.address.addressPart2,
                  postalCode: pickup.address.postalCode,
                  city: pickup.address.city,
                  country: countryOf(pickup.address.countryAlpha2, locale),
                  phone: pickup.address.phone,
                }
              : null,
            date: order.pickupDate,
            startTime: pickup.schedule?.startTime ?? null,
            endTime: pickup.schedule?.endTime ?? null,
          }
        : null,
      address: order.deliveryAddress ? addressOf(order.deliveryAddress, locale) : null,
      trackingLink: order.trackingLink,
    },
    billingAddress: addressOf(order.billingAddress, locale),
    message: order.message,
    totals: {
      products: order.totalProducts,
      discount: order.discountTotal,
      shipping: order.shippingFees,
      total: order.total,
      discountCode: order.discountCode,
    },
    payment: {
      provider: order.paymentProvider,
      status: payment?.status ?? null,
      paidAt: iso(order.paidAt),
    },
    invoice:
      order.invoiceNumber && order.invoicedAt
        ? {
            number: order.invoiceNumber,
            date: order.invoicedAt.toISOString(),
            url: view.accessToken ? `${invoicePath}?access=${encodeURIComponent(view.accessToken)}` : invoicePath,
          }
        : null,
    openedWithLink: view.accessToken !== null,
  };
}
