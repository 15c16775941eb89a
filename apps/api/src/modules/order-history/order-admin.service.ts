import type { Readable } from 'node:stream';
import type {
  AdminOrderDetail,
  AdminOrderRefundable,
  AdminOrderMail,
  AdminOrderNote,
  AdminOrderNoteSaved,
  AdminOrderResend,
  AdminOrderResent,
  Locale,
  Refund,
} from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import { FileNotFoundError, type FileStore, type StoredFile } from '../../storage/file-store.ts';
import { customerFileStream } from '../customization/customization-file.service.ts';
import { recordChange } from '../audit/audit.service.ts';
import { resendOrderConfirmation } from '../payments/order-mails.ts';
import * as repository from './order-history.repository.ts';
import type { OrderRow } from './order-history.repository.ts';
import { orderDetail } from './order-history.service.ts';
import { orderStatus } from './order-statuses.ts';
import { sendStatusMail, type StatusDeps } from './order-status.service.ts';
import { isMailedStatus } from './order-transitions.ts';

/** The back-office's side of an order (issue 16 item 3): its detail, internal note, mails again, CSV export. */

type MailRow = Awaited<ReturnType<typeof repository.findOrderMails>>[number];

const mailOf = (row: MailRow): AdminOrderMail => ({
  id: row.id,
  kind: row.kind ?? 'other',
  to: row.to,
  subject: row.subject,
  date: row.createdAt.toISOString(),
  delivered: row.delivered,
  error: row.error,
});

async function orderOf(ctx: RequestContext, orderId: number) {
  const order = await repository.findOrder(ctx, orderId);
  if (!order) throw notFound('Order', orderId);
  return order;
}

/**
 * An order's refunds and what is left to refund: the returns module's, handed over by the app (it sits above this
 * module, which may not import it).
 */
export type OrderRefundsOf = (
  ctx: RequestContext,
  order: OrderRow,
) => Promise<{ refunds: Refund[]; refundable: AdminOrderRefundable }>;

/**
 * `GET /admin/order/{id}`: the customer's view of the order plus its detailed history, its mails, the note, its
 * refunds.
 */
export async function adminOrderDetail(
  ctx: RequestContext,
  orderId: number,
  refundsOf: OrderRefundsOf,
): Promise<AdminOrderDetail> {
  const order = await orderOf(ctx, orderId);
  const [detail, history, mails, lines, money] = await Promise.all([
    orderDetail(ctx, order, { accessToken: null }),
    repository.findHistoryWithActors(ctx, order.id),
    repository.findOrderMails(ctx, order.id),
    repository.findLines(ctx, order.id),
    refundsOf(ctx, order),
  ]);
  return {
    ...detail,
    // The admin downloads the invoice through the same path (the customer's route lets the shop's admins in too).
    userId: order.userId,
    statusHistory: history.map((row) => ({
      status: orderStatus(row.status, ctx.locale),
      date: row.createdAt.toISOString(),
      note: row.note,
      by: row.userId === null ? null : { id: row.userId, email: row.email ?? '' },
    })),
    mails: mails.map(mailOf),
    internalNote: order.internalNote,
    statusMailAvailable: isMailedStatus(order.status),
    // The files are private (customization-file.service.ts): the back-office opens them through the API.
    customerFiles: lines.flatMap((line) =>
      line.customizations.flatMap((answer) =>
        answer.file
          ? [
              {
                idLine: line.id,
                idCustomization: answer.idCustomization,
                name: answer.file.split('/').pop()!,
                url: `/api/admin/order/${order.id}/customer-file/${line.id}/${answer.idCustomization}`,
              },
            ]
          : [],
      ),
    ),
    refunds: money.refunds,
    refundable: money.refundable,
  };
}

/**
 * `GET /admin/order/{id}/customer-file/{idLine}/{idCustomization}`: the file a customer sent with an answer of one
 * of the order's lines, named as the customer named it. A line, answer or file that is not there is a 404.
 */
export async function customerFile(
  ctx: RequestContext,
  store: FileStore,
  ids: { id: number; idLine: number; idCustomization: number },
): Promise<StoredFile & { body: Readable; filename: string }> {
  const order = await orderOf(ctx, ids.id);
  const line = (await repository.findLines(ctx, order.id)).find((row) => row.id === ids.idLine);
  const answer = line?.customizations.find((row) => row.idCustomization === ids.idCustomization);
  if (!answer?.file) throw notFound('Customer file', ids.idCustomization);
  const file = await customerFileStream(store, ctx.siteId, answer.file).catch((error: unknown) => {
    if (error instanceof FileNotFoundError) throw notFound('Customer file', ids.idCustomization);
    throw error;
  });
  const stored = answer.file.split('/').pop()!;
  const extension = stored.includes('.') ? stored.slice(stored.lastIndexOf('.')) : '';
  // The customer's own name for it, with the extension of its real type (the content decided it).
  const named = answer.value.trim() || stored;
  return { ...file, filename: named.toLowerCase().endsWith(extension) ? named : `${named}${extension}` };
}

/** `PUT /admin/order/{id}/note`: the internal note, audited, in one transaction. */
export async function setInternalNote(
  ctx: RequestContext,
  orderId: number,
  body: AdminOrderNote,
): Promise<AdminOrderNoteSaved> {
  const note = body.note.trim() || null;
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const order = await repository.lockOrder(tx, orderId);
    if (!order) throw notFound('Order', orderId);
    if (order.internalNote !== note) {
      await repository.updateInternalNote(tx, orderId, note, new Date());
      await recordChange(tx, {
        action: 'order.note',
        entity: 'order',
        entityId: orderId,
        before: { internalNote: order.internalNote },
        after: { internalNote: note },
      });
    }
    return { idOrder: orderId, internalNote: note };
  });
}

/** The storefront the customer ordered on (recorded with the payment), else PUBLIC_URL. */
async function storefrontOf(ctx: RequestContext, deps: StatusDeps, order: OrderRow): Promise<string> {
  const payment = await repository.findLatestPayment(ctx, order.id);
  const recorded = (payment?.detail as { storefrontUrl?: unknown } | null)?.storefrontUrl;
  return typeof recorded === 'string' && recorded ? recorded : deps.publicUrl;
}

/**
 * `POST /admin/order/{id}/mail`: the order confirmation (a paid order) or the mail of the current status, again,
 * to the customer; the outbox keeps it with the order and the audit log says who sent it.
 */
export async function resendOrderMail(
  ctx: RequestContext,
  deps: StatusDeps,
  orderId: number,
  body: AdminOrderResend,
): Promise<AdminOrderResent> {
  const order = await orderOf(ctx, orderId);
  let sent: { id: number };
  if (body.kind === 'CONFIRMATION') {
    if (order.paidAt === null) throw new AppError('CONFLICT', 'ORDER_NOT_CONFIRMED');
    sent = await resendOrderConfirmation(ctx, deps.mailer, order, await storefrontOf(ctx, deps, order));
  } else {
    const status = order.status;
    if (!isMailedStatus(status)) {
      throw new AppError('CONFLICT', 'ORDER_STATUS_NO_MAIL', { status: orderStatus(status, ctx.locale).value });
    }
    sent = await sendStatusMail(ctx, deps, order, status);
  }
  const mail = (await repository.findMail(ctx, sent.id))!;
  await recordChange(ctx, {
    action: 'order.mail',
    entity: 'order',
    entityId: orderId,
    before: null,
    after: { resent: body.kind, kind: mail.kind, to: mail.to, mailId: mail.id },
  });
  return { idOrder: orderId, mail: mailOf(mail) };
}

// ---------------------------------------------------------------------------------------------------------
// CSV export
// ---------------------------------------------------------------------------------------------------------

/** At most this many orders in one export (the list's filters narrow it). */
export const EXPORT_MAX_ROWS = 10_000;

const COLUMNS: Record<Locale, string[]> = {
  fr_FR: [
    'Référence',
    'Date',
    'Payée le',
    'Expédiée le',
    'Statut',
    'Client',
    'E-mail',
    'Téléphone',
    'Code postal',
    'Ville',
    'Pays',
    'Livraison',
    'Transporteur',
    'Articles',
    'Produits',
    'Réduction',
    'Code promo',
    'Livraison (frais)',
    'Total',
    'Facture',
    'Suivi',
  ],
  en: [
    'Reference',
    'Date',
    'Paid on',
    'Shipped on',
    'Status',
    'Customer',
    'E-mail',
    'Phone',
    'Postal code',
    'City',
    'Country',
    'Delivery',
    'Carrier',
    'Items',
    'Products',
    'Discount',
    'Discount code',
    'Shipping',
    'Total',
    'Invoice',
    'Tracking',
  ],
};

/**
 * One CSV field (RFC 4180): quoted when it holds the separator, a quote or a line break, quotes doubled. A text
 * that a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a leading
 * apostrophe (OWASP "CSV injection"): an order's e-mail or name is typed by a customer.
 */
export function csvField(value: string | number | null, separator = ';'): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: (string | number | null)[], separator = ';'): string {
  return fields.map((field) => csvField(field, separator)).join(separator);
}

/** YYYY-MM-DD HH:MM in the shop's time zone (Europe/Paris): what a spreadsheet reads as a date. */
function shopTime(date: Date | null): string | null {
  if (!date) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}`;
}

/** Euros with a decimal comma in French (Excel's French locale reads `45,00`), a point in English. */
const amount = (cents: number, locale: Locale) => {
  const text = (cents / 100).toFixed(2);
  return locale === 'fr_FR' ? text.replace('.', ',') : text;
};

/**
 * `GET /admin/order/export`: the orders the list's filters select, in its order, as CSV for a spreadsheet: UTF-8
 * with a BOM (Excel otherwise reads it as Windows-1252), `;` between fields in French (Excel's French list
 * separator) and `,` in English, CRLF line ends, headers and status labels in the request's language.
 */
export async function exportOrders(ctx: RequestContext, query: ListQuery): Promise<{ filename: string; csv: string }> {
  const locale = ctx.locale;
  const separator = locale === 'fr_FR' ? ';' : ',';
  const rows = await repository.findOrdersForExport(ctx, query, EXPORT_MAX_ROWS);
  const lines = [csvLine(COLUMNS[locale], separator)];
  for (const row of rows) {
    const billing = row.billingAddress;
    lines.push(
      csvLine(
        [
          row.reference,
          shopTime(row.createdAt),
          shopTime(row.paidAt),
          shopTime(row.shippedAt),
          orderStatus(row.status, locale).value,
          `${billing.firstname} ${billing.lastname}`.trim(),
          row.email,
          row.phone,
          billing.postalCode,
          billing.city,
          billing.countryAlpha2,
          row.deliveryType,
          row.carrierName,
          Number(row.units),
          amount(row.totalProducts, locale),
          amount(row.discountTotal, locale),
          row.discountCode,
          amount(row.shippingFees, locale),
          amount(row.total, locale),
          row.invoiceNumber,
          row.trackingLink,
        ],
        separator,
      ),
    );
  }
  const stamp = shopTime(new Date())!.slice(0, 10);
  return {
    filename: `${locale === 'fr_FR' ? 'commandes' : 'orders'}-${stamp}.csv`,
    csv: `\uFEFF${lines.join('\r\n')}\r\n`,
  };
}
