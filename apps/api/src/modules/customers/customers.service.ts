import {
  pickLocale,
  type AdminCustomer,
  type AdminCustomerAnonymise,
  type AdminCustomerAnonymised,
  type AdminCustomerSummary,
  type List,
} from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import { scrubMailsTo } from '../../mail/outbox.ts';
import { placeholderEmail, scrubbedAddress } from '../../personal-data.ts';
import { consentsOf } from '../accounts/consent-records.ts';
import { recordChange } from '../audit/audit.service.ts';
import { forgetAccount } from '../newsletter/newsletter.service.ts';
import { orderStatus } from '../order-history/order-statuses.ts';
import { anonymiseJobsOfAccount } from '../made-to-measure/job-erasure.ts';
import { madeToMeasureDataOf } from '../made-to-measure/job-data-export.ts';
import * as repository from './customers.repository.ts';

/** The back-office's customers (issue 16 item 5): list, one customer, their data (GDPR), anonymisation. */

type UserRow = NonNullable<Awaited<ReturnType<typeof repository.findCustomer>>>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const summaryOf = (row: UserRow): AdminCustomerSummary => ({
  id: row.id,
  email: row.email,
  firstname: row.firstname,
  lastname: row.lastname,
  phone: row.phone,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  newsletter: row.newsletter,
  anonymisedAt: iso(row.deletedAt),
  nbOrders: row.nbOrders,
  totalSpent: row.totalSpent,
});

export async function listCustomers(ctx: RequestContext, query: ListQuery): Promise<List<AdminCustomerSummary>> {
  const page = await repository.findCustomers(ctx, query);
  return { total: page.total, items: page.items.map(summaryOf) };
}

async function customerOf(ctx: RequestContext, userId: number) {
  const row = await repository.findCustomer(ctx, userId);
  if (!row) throw notFound('Customer', userId);
  return row;
}

/** `GET /admin/customer/{id}`: the account, its addresses, its orders (newest first) and its returns. */
export async function customerDetail(ctx: RequestContext, userId: number): Promise<AdminCustomer> {
  const row = await customerOf(ctx, userId);
  const [addresses, orders, returns] = await Promise.all([
    repository.findAddresses(ctx, userId),
    repository.findOrdersOf(ctx, userId),
    repository.findReturnsOf(ctx, userId),
  ]);
  const lines = await repository.findLinesOf(
    ctx,
    orders.map((order) => order.id),
  );
  const units = new Map<number, number>();
  for (const line of lines) units.set(line.orderId, (units.get(line.orderId) ?? 0) + line.quantity);
  return {
    ...summaryOf(row),
    birthdate: row.birthdate,
    addresses: addresses.map((address) => ({
      id: address.id,
      name: null,
      firstname: address.firstname,
      lastname: address.lastname,
      company: address.company,
      address: address.address,
      addressPart2: address.addressPart2,
      postalCode: address.postalCode,
      city: address.city,
      countryAlpha2: address.countryAlpha2,
      phone: address.phone,
    })),
    orders: orders.map((order) => ({
      id: order.id,
      reference: order.reference,
      createdAt: order.createdAt.toISOString(),
      status: orderStatus(order.status, ctx.locale),
      total: order.total,
      nbItems: units.get(order.id) ?? 0,
      deliveryType: order.deliveryType,
    })),
    returns: returns.map((back) => ({
      id: back.id,
      idOrder: back.orderId,
      reference: back.reference,
      kind: back.kind,
      status: back.status,
      createdAt: back.createdAt.toISOString(),
    })),
  };
}

/**
 * `GET /admin/customer/{id}/export`, and the customer's own `GET /customer/data` (issue 20 item 7): everything the
 * site keeps about the person (GDPR articles 15 and 20), as one JSON document: the account (never its password
 * hash), addresses, orders with their lines and history, returns with their lines, newsletter subscriptions,
 * consent records, made-to-measure requests with their thread, quotes, stages and payments. The audit log records who exported it (not its content).
 */
export async function exportCustomer(ctx: RequestContext, userId: number): Promise<{ filename: string; json: string }> {
  const row = await customerOf(ctx, userId);
  const [addresses, orders, returns, subscriptions, consents, jobs] = await Promise.all([
    repository.findAddresses(ctx, userId),
    repository.findOrdersOf(ctx, userId),
    repository.findReturnsOf(ctx, userId),
    repository.findSubscriptionsOf(ctx, row),
    consentsOf(ctx, userId),
    madeToMeasureDataOf(ctx, userId),
  ]);
  const orderIds = orders.map((order) => order.id);
  const [lines, history, returnLines] = await Promise.all([
    repository.findLinesOf(ctx, orderIds),
    repository.findHistoryOf(ctx, orderIds),
    repository.findReturnLinesOf(
      ctx,
      returns.map((back) => back.id),
    ),
  ]);
  const locale = ctx.locale;
  const document = {
    exportedAt: new Date().toISOString(),
    site: ctx.siteId,
    account: {
      id: row.id,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      phone: row.phone,
      birthdate: row.birthdate,
      role: row.role,
      newsletter: row.newsletter,
      acceptedTermsAt: iso(row.acceptedTermsAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      anonymisedAt: iso(row.deletedAt),
    },
    addresses: addresses.map(({ siteId: _site, userId: _user, createdAt, ...address }) => ({
      ...address,
      createdAt: createdAt.toISOString(),
    })),
    orders: orders.map((order) => ({
      id: order.id,
      reference: order.reference,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      locale: order.locale,
      email: order.email,
      phone: order.phone,
      firstname: order.firstname,
      lastname: order.lastname,
      billingAddress: order.billingAddress,
      deliveryType: order.deliveryType,
      deliveryAddress: order.deliveryAddress,
      carrierName: order.carrierName,
      accessPoint: order.accessPoint,
      pickupDate: order.pickupDate,
      message: order.message,
      totals: {
        products: order.totalProducts,
        discount: order.discountTotal,
        discountCode: order.discountCode,
        shipping: order.shippingFees,
        total: order.total,
        currency: 'EUR',
        unit: 'cents',
      },
      paymentProvider: order.paymentProvider,
      paidAt: iso(order.paidAt),
      invoiceNumber: order.invoiceNumber,
      shippedAt: iso(order.shippedAt),
      deliveredAt: iso(order.deliveredAt),
      trackingLink: order.trackingLink,
      saleTermsAcceptedAt: order.saleTermsAcceptedAt.toISOString(),
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          id: line.id,
          name: pickLocale(line.name, locale),
          detail: pickLocale(line.detail, locale) || null,
          reference: line.reference,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          total: line.total,
          customizations: line.customizations.map((answer) => ({
            label: pickLocale(answer.label, locale),
            value: answer.file ? answer.file.split('/').pop()! : answer.value,
          })),
        })),
      history: history
        .filter((step) => step.orderId === order.id)
        .map((step) => ({ status: step.status, date: step.createdAt.toISOString() })),
    })),
    returns: returns.map((back) => ({
      id: back.id,
      orderId: back.orderId,
      orderReference: back.reference,
      kind: back.kind,
      status: back.status,
      reason: back.reason,
      comment: back.comment,
      message: back.message,
      createdAt: back.createdAt.toISOString(),
      lines: returnLines
        .filter((line) => line.orderBackId === back.id)
        .map((line) => ({ orderLineId: line.orderLineId, quantity: line.quantity })),
    })),
    newsletter: subscriptions.map((subscription) => ({
      list: pickLocale(subscription.list, locale),
      email: subscription.email,
      status: subscription.status,
      locale: subscription.locale,
      subscribedAt: subscription.createdAt.toISOString(),
      confirmedAt: iso(subscription.confirmedAt),
      unsubscribedAt: iso(subscription.unsubscribedAt),
    })),
    consents,
    madeToMeasure: jobs,
  };
  await recordChange(ctx, {
    action: 'customer.export',
    entity: 'customer',
    entityId: userId,
    before: null,
    after: { orders: orders.length, returns: returns.length },
  });
  return { filename: `customer-${userId}.json`, json: JSON.stringify(document, null, 2) };
}

/**
 * `POST /admin/customer/{id}/anonymise` (GDPR erasure, at the customer's request): in one transaction, the account
 * loses its identity and its password and every session ends (it can no longer log in); its addresses and
 * newsletter subscriptions go; its orders stay for the accounts (numbers, amounts, lines, invoice numbers) with
 * the person's name, e-mail, phone, street and message replaced, and so do its made-to-measure jobs (their thread
 * and signature too); its returns lose their free comment; the mails
 * sent to the address keep only their subject. The audit entry says who did it and why, and holds no personal data.
 */
export async function anonymiseCustomer(
  ctx: RequestContext,
  userId: number,
  body: AdminCustomerAnonymise,
): Promise<AdminCustomerAnonymised> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const row = await repository.lockUser(tx, userId);
    if (!row) throw notFound('Customer', userId);
    if (row.deletedAt) throw new AppError('CONFLICT', 'CUSTOMER_ALREADY_ANONYMISED');
    if (row.role !== 'CUSTOMER') throw new AppError('CONFLICT', 'CUSTOMER_NOT_ANONYMISABLE');
    const now = new Date();
    const placeholder = placeholderEmail();
    await repository.updateUser(tx, row.id, {
      email: placeholder,
      passwordHash: null,
      firstname: '',
      lastname: '',
      phone: '',
      birthdate: null,
      newsletter: false,
      deletedAt: now,
    });
    await repository.revokeSessions(tx, row.id);
    await forgetAccount(tx, row);
    await repository.deleteAddresses(tx, row.id);
    const orders = await repository.findOrdersOf(tx, row.id);
    for (const order of orders) {
      await repository.updateOrder(tx, order.id, {
        email: placeholder,
        phone: '',
        firstname: '',
        lastname: '',
        message: null,
        billingAddress: scrubbedAddress(order.billingAddress),
        deliveryAddress: order.deliveryAddress ? scrubbedAddress(order.deliveryAddress) : null,
        updatedAt: now,
      });
    }
    await repository.clearReturnTexts(
      tx,
      orders.map((order) => order.id),
    );
    // Its made-to-measure jobs likewise: the work and the amounts stay, the person goes (modules/privacy).
    await anonymiseJobsOfAccount(tx, row.id, placeholder, now);
    const emails = new Set([row.email, ...orders.map((order) => order.email)]);
    for (const email of emails) await scrubMailsTo(tx, email, placeholder);
    await recordChange(tx, {
      action: 'customer.anonymise',
      entity: 'customer',
      entityId: row.id,
      before: { anonymised: false },
      after: { anonymised: true, orders: orders.length, reason: body.reason || null },
    });
    return { id: row.id, anonymisedAt: now.toISOString(), ordersAnonymised: orders.length };
  });
}
