import { z } from './zod.ts';
import { USER_ROLES } from './accounts.ts';
import { adminOrderRefundableSchema, refundSchema } from './admin-returns.ts';
import { ORDER_BACK_KINDS, ORDER_BACK_STATUSES } from './order-backs.ts';
import { orderDetailSchema, orderStatusSchema, orderSummarySchema } from './order-history.ts';

/**
 * The back-office's orders (what the admin order page needs beyond the customer's view), customers and dashboard
 * (issue 16 items 3, 5 and 8). Money in integer cents; dates ISO 8601 strings.
 */

/** Who made a change in the back-office. */
export const adminActorSchema = z.object({ id: z.number().int(), email: z.string() });

/** A step of an order's history with its note and who made it (null: the customer's payment, the system). */
export const adminOrderStepSchema = z.object({
  status: orderStatusSchema,
  date: z.string(),
  note: z.string().nullable(),
  by: adminActorSchema.nullable(),
});
export type AdminOrderStep = z.infer<typeof adminOrderStepSchema>;

/** A mail sent about an order (the site's outbox): its kind, recipient, subject and whether SMTP took it. */
export const adminOrderMailSchema = z.object({
  id: z.number().int(),
  /**
   * `order.confirmation`, `order.status.SHIPPED`, `order.notice` (the shop's own copy), `order.refund`, a return's
   * `orderBack.receipt` / `orderBack.withdrawal` / `orderBack.notice` / `orderBack.status.LABEL_SENT`…
   */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  date: z.string(),
  /** True once SMTP accepted it; false while it waits in the outbox (no SMTP configured) or failed (`error`). */
  delivered: z.boolean(),
  error: z.string().nullable(),
});
export type AdminOrderMail = z.infer<typeof adminOrderMailSchema>;

/** `GET /admin/order/{id}`: the whole order plus the shop's side: detailed history, mails, internal note. */
export const adminOrderDetailSchema = orderDetailSchema.extend({
  /** The account that ordered (null: a guest). */
  userId: z.number().int().nullable(),
  /** Every step, oldest first, with its note and who made it (a corrected tracking link included). */
  statusHistory: z.array(adminOrderStepSchema),
  /** The mails sent about the order, newest first. */
  mails: z.array(adminOrderMailSchema),
  /** The shop's own note, never shown to the customer. */
  internalNote: z.string().nullable(),
  /** Whether the current status has a mail of its own that can be sent again (`kind: STATUS`). */
  statusMailAvailable: z.boolean(),
  /**
   * The files customers sent with their customizations (a logo to embroider…), for the workshop to open: `url` is
   * `GET /admin/order/{id}/customer-file/{idLine}/{idCustomization}` (under /api), the files being private.
   */
  customerFiles: z.array(
    z.object({ idLine: z.number().int(), idCustomization: z.number().int(), name: z.string(), url: z.string() }),
  ),
  /** Every refund of the order, oldest first: of its returns and of the order itself (`idOrderBack` null). */
  refunds: z.array(refundSchema),
  /** What is left to refund, line by line (`POST /admin/order/{id}/refund`). */
  refundable: adminOrderRefundableSchema,
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const INTERNAL_NOTE_MAX = 5000;

/** `PUT /admin/order/{id}/note`: the internal note; empty clears it. */
export const adminOrderNoteSchema = z.object({
  note: z.string().trim().max(INTERNAL_NOTE_MAX),
});
export type AdminOrderNote = z.input<typeof adminOrderNoteSchema>;
export const adminOrderNoteSavedSchema = z.object({ idOrder: z.number().int(), internalNote: z.string().nullable() });
export type AdminOrderNoteSaved = z.infer<typeof adminOrderNoteSavedSchema>;

/** The mails the back-office can send again: the order confirmation, or the mail of the order's current status. */
export const RESENDABLE_MAILS = ['CONFIRMATION', 'STATUS'] as const;
export const adminOrderResendSchema = z.object({ kind: z.enum(RESENDABLE_MAILS) });
export type AdminOrderResend = z.infer<typeof adminOrderResendSchema>;
export const adminOrderResentSchema = z.object({ idOrder: z.number().int(), mail: adminOrderMailSchema });
export type AdminOrderResent = z.infer<typeof adminOrderResentSchema>;

// ---------------------------------------------------------------------------------------------------------
// Customers (item 5)
// ---------------------------------------------------------------------------------------------------------

/**
 * `GET /admin/customer?{filters}`: an account of the site. Filters: `email=lk:…`, `name=lk:…` (first or last name,
 * either order), `role`, `createdAt=gte:…/lte:…`, `anonymised=true|false`; sort by `createdAt`, `email`, `id`
 * (default `-createdAt`).
 */
export const adminCustomerSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
  newsletter: z.boolean(),
  /** Set once the account was anonymised (GDPR erasure): it can no longer log in. */
  anonymisedAt: z.string().nullable(),
  /** Orders placed with the account, and the total paid over them (cents; unpaid and cancelled left out). */
  nbOrders: z.number().int(),
  totalSpent: z.number().int(),
});
export type AdminCustomerSummary = z.infer<typeof adminCustomerSummarySchema>;

export const adminCustomerAddressSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  addressPart2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  countryAlpha2: z.string(),
  phone: z.string().nullable(),
});
export type AdminCustomerAddress = z.infer<typeof adminCustomerAddressSchema>;

export const adminCustomerReturnSchema = z.object({
  id: z.number().int(),
  idOrder: z.number().int(),
  reference: z.string(),
  kind: z.enum(ORDER_BACK_KINDS),
  status: z.enum(ORDER_BACK_STATUSES),
  createdAt: z.string(),
});
export type AdminCustomerReturn = z.infer<typeof adminCustomerReturnSchema>;

/** `GET /admin/customer/{id}`: the account with its addresses, orders (newest first) and returns. */
export const adminCustomerSchema = adminCustomerSummarySchema.extend({
  birthdate: z.string().nullable(),
  addresses: z.array(adminCustomerAddressSchema),
  orders: z.array(orderSummarySchema),
  returns: z.array(adminCustomerReturnSchema),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

/** `POST /admin/customer/{id}/anonymise`: `confirm` must be the literal true (a destructive act). */
export const adminCustomerAnonymiseSchema = z.object({
  confirm: z.literal(true),
  /** Why (the customer's request…), kept in the audit log. */
  reason: z.string().trim().max(500).optional(),
});
export type AdminCustomerAnonymise = z.input<typeof adminCustomerAnonymiseSchema>;
export const adminCustomerAnonymisedSchema = z.object({
  id: z.number().int(),
  anonymisedAt: z.string(),
  /** The orders kept for accounting whose personal data was replaced. */
  ordersAnonymised: z.number().int(),
});
export type AdminCustomerAnonymised = z.infer<typeof adminCustomerAnonymisedSchema>;

// ---------------------------------------------------------------------------------------------------------
// Dashboard (item 8)
// ---------------------------------------------------------------------------------------------------------

export const dashboardFigureSchema = z.object({
  /** Orders paid in the period (cancelled and refunded ones left out). */
  orders: z.number().int(),
  /** Cents: what those orders paid. */
  revenue: z.number().int(),
});

export const adminDashboardSchema = z.object({
  /** The shop's day and month (Europe/Paris), YYYY-MM-DD and YYYY-MM. */
  today: z.string(),
  month: z.string(),
  figures: z.object({ today: dashboardFigureSchema, month: dashboardFigureSchema }),
  /** Every day of the month so far, oldest first. */
  daily: z.array(dashboardFigureSchema.extend({ date: z.string() })),
  /** Paid and not yet shipped (PAID, IN_PREPARATION), oldest first (the first to prepare). */
  toPrepare: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        id: z.number().int(),
        reference: z.string(),
        createdAt: z.string(),
        customer: z.string(),
        total: z.number().int(),
        status: orderStatusSchema,
      }),
    ),
  }),
  /** Returns and withdrawals still open (ASKED, LABEL_SENT, PRODUCT_RECEIVED), oldest first. */
  returnsWaiting: z.object({ total: z.number().int(), items: z.array(adminCustomerReturnSchema) }),
  /** Tracked declinations whose stock is at or below the site's display threshold (STOCK_LIMIT_DISPLAY). */
  lowStock: z.object({
    threshold: z.number().int(),
    total: z.number().int(),
    items: z.array(
      z.object({
        idProduct: z.number().int(),
        idDeclination: z.number().int(),
        name: z.string(),
        reference: z.string().nullable(),
        quantity: z.number().int(),
      }),
    ),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
