import type { Locale } from '@atelier/contract';
import { escapeHtml, type MailBranding, type RenderedMail } from './templates.ts';

/**
 * The order mails of issue 6: the confirmation to the customer (in the order's language) and the new-order
 * notice to the company (in French), with the same branding as every transactional mail (templates.ts) and
 * the seller's legal identity in the footer (a distance sale must name its seller).
 */

export interface OrderMailLine {
  name: string;
  /** The declination's label (size, colour, vintage). */
  detail: string | null;
  quantity: number;
  /** Cents. */
  unitPrice: number;
  total: number;
  customizations: { label: string; value: string }[];
}

export interface OrderMailAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  address: string;
  addressPart2: string | null;
  postalCode: string;
  city: string;
  countryAlpha2: string;
}

export interface OrderMailData {
  reference: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  lines: OrderMailLine[];
  /** Cents: products after their discounts, the code's discount, shipping, to pay. */
  totalProducts: number;
  discountTotal: number;
  discountCode: string | null;
  shippingFees: number;
  total: number;
  delivery: {
    type: 'DELIVERY' | 'PICKUP' | 'CLICK_AND_COLLECT' | 'NO_DELIVERY';
    carrierName: string | null;
    accessPoint: { name: string; addLine1: string; zipCode: string; city: string } | null;
    /** YYYY-MM-DD (Click & Collect). */
    pickupDate: string | null;
    address: OrderMailAddress | null;
  };
  message: string | null;
  /** The order in the customer's account (members), or its signed link (guests, issue 7); null without one. */
  orderUrl: string | null;
}

/** COMPANY_NAME, LEGAL_COMPANY_NAME, CORPORATE_FORM, SHARE_CAPITAL, SIRET_NUMBER, RCS_NUMBER, HEAD_OFFICE… */
export interface LegalIdentity {
  companyName: string | null;
  legalCompanyName: string | null;
  corporateForm: string | null;
  shareCapital: string | null;
  siret: string | null;
  rcs: string | null;
  headOffice: string | null;
  email: string | null;
  phone: string | null;
}

const words = {
  fr_FR: {
    confirmSubject: (site: string, ref: string) => `${site} : confirmation de votre commande ${ref}`,
    noticeSubject: (site: string, ref: string, total: string) => `${site} : nouvelle commande ${ref} (${total})`,
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    thanks: (ref: string) => `Merci pour votre commande ${ref} : nous avons bien reçu votre paiement.`,
    soon: 'Nous vous tiendrons informé(e) de son avancement.',
    notice: (ref: string) => `La commande ${ref} vient d’être payée.`,
    customer: 'Client',
    product: 'Article',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total',
    products: 'Sous-total articles',
    discount: (code: string | null) => (code ? `Réduction (${code})` : 'Réduction'),
    shipping: 'Frais de livraison',
    total: 'Total payé',
    delivery: 'Livraison',
    DELIVERY: (carrier: string | null) => `Livraison à domicile${carrier ? ` (${carrier})` : ''}`,
    PICKUP: (carrier: string | null) => `Livraison en point relais${carrier ? ` (${carrier})` : ''}`,
    CLICK_AND_COLLECT: 'Retrait à l’atelier (Click & Collect)',
    NO_DELIVERY: 'Sans livraison',
    pickupOn: (date: string) => `Retrait le ${date}`,
    message: 'Message',
    seeOrder: 'Voir ma commande',
    siret: 'SIRET',
    capital: (value: string) => `au capital de ${value}`,
    headOffice: 'Siège social',
  },
  en: {
    confirmSubject: (site: string, ref: string) => `${site}: your order ${ref} is confirmed`,
    noticeSubject: (site: string, ref: string, total: string) => `${site}: new order ${ref} (${total})`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    thanks: (ref: string) => `Thank you for your order ${ref}: we have received your payment.`,
    soon: 'We will keep you informed of its progress.',
    notice: (ref: string) => `Order ${ref} has just been paid.`,
    customer: 'Customer',
    product: 'Item',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    lineTotal: 'Total',
    products: 'Items subtotal',
    discount: (code: string | null) => (code ? `Discount (${code})` : 'Discount'),
    shipping: 'Shipping',
    total: 'Total paid',
    delivery: 'Delivery',
    DELIVERY: (carrier: string | null) => `Home delivery${carrier ? ` (${carrier})` : ''}`,
    PICKUP: (carrier: string | null) => `Relay point delivery${carrier ? ` (${carrier})` : ''}`,
    CLICK_AND_COLLECT: 'Collection from the workshop (Click & Collect)',
    NO_DELIVERY: 'No delivery',
    pickupOn: (date: string) => `Collection on ${date}`,
    message: 'Message',
    seeOrder: 'See my order',
    siret: 'SIRET',
    capital: (value: string) => `with a share capital of ${value}`,
    headOffice: 'Registered office',
  },
} satisfies Record<Locale, unknown>;

/** French typography puts a space before a colon. */
const colonOf = (locale: Locale) => (locale === 'en' ? ':' : ' :');

const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'fr-FR');

export function formatEuros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

/** An http(s) URL for an href, else null. */
function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The delivery of an order in words, one line each. */
function deliveryLines(locale: Locale, delivery: OrderMailData['delivery']): string[] {
  const w = words[locale];
  const lines: string[] = [];
  if (delivery.type === 'DELIVERY' || delivery.type === 'PICKUP') lines.push(w[delivery.type](delivery.carrierName));
  else lines.push(w[delivery.type]);
  const point = delivery.accessPoint;
  if (delivery.type === 'PICKUP' && point) lines.push(point.name, point.addLine1, `${point.zipCode} ${point.city}`);
  if (delivery.type === 'CLICK_AND_COLLECT' && delivery.pickupDate) {
    lines.push(w.pickupOn(formatDay(delivery.pickupDate, locale)));
  }
  const address = delivery.address;
  if (delivery.type === 'DELIVERY' && address) {
    lines.push(
      `${address.firstname} ${address.lastname}`.trim(),
      ...(address.company ? [address.company] : []),
      address.address,
      ...(address.addressPart2 ? [address.addressPart2] : []),
      `${address.postalCode} ${address.city} ${address.countryAlpha2}`.trim(),
    );
  }
  return lines;
}

/** The seller's identity, one line: 'Atelier Morineau Tapisserie, SARL au capital de 10 000 € – SIRET … – …'. */
export function legalLine(locale: Locale, legal: LegalIdentity, site: string): string {
  const w = words[locale];
  const name = [legal.legalCompanyName || legal.companyName || site, legal.corporateForm].filter(Boolean).join(', ');
  const parts = [legal.shareCapital ? `${name} ${w.capital(legal.shareCapital)}` : name];
  if (legal.siret) parts.push(`${w.siret} ${legal.siret}`);
  if (legal.rcs) parts.push(legal.rcs);
  if (legal.headOffice) parts.push(`${w.headOffice}${colonOf(locale)} ${legal.headOffice}`);
  const contact = [legal.email, legal.phone].filter(Boolean).join(' – ');
  if (contact) parts.push(contact);
  return parts.join(' – ');
}

interface Body {
  subject: string;
  intro: string[];
  outro: string[];
  action: { label: string; url: string } | null;
  withCustomer: boolean;
}

function render(locale: Locale, branding: MailBranding, order: OrderMailData, legal: LegalIdentity, body: Body) {
  const w = words[locale];
  const site = branding.siteName || 'Atelier';
  const euros = (cents: number) => formatEuros(cents, locale);
  const color = /^#[0-9a-f]{6}$/i.test(branding.primaryColor) ? branding.primaryColor : '#333333';
  const logoUrl = httpUrl(branding.logoUrl);
  const actionUrl = body.action ? httpUrl(body.action.url) : null;
  const p = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const cell = 'padding:6px 4px;border-bottom:1px solid #e5e5e5';
  const lineRows = order.lines.map((line) => {
    const extra = [line.detail, ...line.customizations.map((c) => `${c.label}${colonOf(locale)} ${c.value}`)];
    const described = [
      escapeHtml(line.name),
      ...extra.filter((e) => e).map((e) => `<br><small>${escapeHtml(e!)}</small>`),
    ].join('');
    return (
      `<tr><td style="${cell}">${described}</td><td style="${cell};text-align:center">${line.quantity}</td>` +
      `<td style="${cell};text-align:right">${escapeHtml(euros(line.unitPrice))}</td>` +
      `<td style="${cell};text-align:right">${escapeHtml(euros(line.total))}</td></tr>`
    );
  });
  const totals: [string, string][] = [[w.products, euros(order.totalProducts)]];
  if (order.discountTotal > 0) totals.push([w.discount(order.discountCode), `− ${euros(order.discountTotal)}`]);
  if (order.delivery.type !== 'NO_DELIVERY' || order.shippingFees > 0)
    totals.push([w.shipping, euros(order.shippingFees)]);
  totals.push([w.total, euros(order.total)]);
  const totalRows = totals.map(
    ([label, value], index) =>
      `<tr><td colspan="3" style="padding:4px;text-align:right${index === totals.length - 1 ? ';font-weight:bold' : ''}">` +
      `${escapeHtml(label)}</td><td style="padding:4px;text-align:right;white-space:nowrap">${escapeHtml(value)}</td></tr>`,
  );
  const delivery = deliveryLines(locale, order.delivery);
  const customer = [`${order.firstname} ${order.lastname}`.trim(), order.email, order.phone].filter(Boolean);
  const header = logoUrl
    ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(site)}" style="max-height:64px;max-width:240px">`
    : `<strong style="font-size:20px;color:${color}">${escapeHtml(site)}</strong>`;
  const block = (title: string, lines: string[]) =>
    `<h2 style="font-size:15px;margin:20px 0 8px">${escapeHtml(title)}</h2>` +
    `<p style="margin:0 0 12px">${lines.map(escapeHtml).join('<br>')}</p>`;
  const button = actionUrl
    ? `<p style="margin:20px 0"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:10px 18px;` +
      `background:${color};color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(body.action!.label)}</a></p>`
    : '';
  const legal1 = legalLine(locale, legal, site);
  const html = [
    `<!doctype html><html lang="${locale === 'en' ? 'en' : 'fr'}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(body.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222222">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;max-width:600px">',
    `<tr><td style="padding:24px;border-bottom:4px solid ${color}">${header}</td></tr>`,
    `<tr><td style="padding:24px">${body.intro.map(p).join('')}` +
      (body.withCustomer ? block(w.customer, customer) : '') +
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:14px">` +
      `<tr><th align="left" style="${cell}">${escapeHtml(w.product)}</th><th style="${cell}">${escapeHtml(w.quantity)}</th>` +
      `<th align="right" style="${cell}">${escapeHtml(w.unitPrice)}</th><th align="right" style="${cell}">${escapeHtml(w.lineTotal)}</th></tr>` +
      `${lineRows.join('')}${totalRows.join('')}</table>` +
      block(w.delivery, delivery) +
      (order.message ? block(w.message, [order.message]) : '') +
      `${button}${body.outro.map(p).join('')}</td></tr>`,
    `<tr><td style="padding:16px 24px;font-size:11px;color:#666666">${escapeHtml(legal1)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
  const colon = colonOf(locale);
  const text = [
    ...body.intro,
    '',
    ...(body.withCustomer ? [`${w.customer}${colon}`, ...customer, ''] : []),
    ...order.lines.flatMap((line) => [
      `${line.quantity} × ${line.name}${line.detail ? ` (${line.detail})` : ''}${colon} ${euros(line.total)}`,
      ...line.customizations.map((c) => `    ${c.label}${colon} ${c.value}`),
    ]),
    '',
    ...totals.map(([label, value]) => `${label}${colon} ${value}`),
    '',
    `${w.delivery}${colon}`,
    ...delivery,
    ...(order.message ? ['', `${w.message}${colon}`, order.message] : []),
    ...(actionUrl && body.action ? ['', `${body.action.label}${colon} ${actionUrl}`] : []),
    ...(body.outro.length ? ['', ...body.outro] : []),
    '',
    '--',
    legal1,
  ].join('\n');
  return { subject: body.subject, html, text } satisfies RenderedMail;
}

/** The confirmation mail to the customer, in the order's language. */
export function renderOrderConfirmation(
  locale: Locale,
  branding: MailBranding,
  order: OrderMailData,
  legal: LegalIdentity,
): RenderedMail {
  const w = words[locale];
  const site = branding.siteName || 'Atelier';
  return render(locale, branding, order, legal, {
    subject: w.confirmSubject(site, order.reference),
    intro: [w.hello(order.firstname), w.thanks(order.reference)],
    outro: [w.soon],
    action: order.orderUrl ? { label: w.seeOrder, url: order.orderUrl } : null,
    withCustomer: false,
  });
}

/** The new-order notice to the company (COMPANY_EMAIL), in French, the language of the back office. */
export function renderNewOrderNotice(branding: MailBranding, order: OrderMailData, legal: LegalIdentity): RenderedMail {
  const w = words.fr_FR;
  const site = branding.siteName || 'Atelier';
  return render('fr_FR', branding, order, legal, {
    subject: w.noticeSubject(site, order.reference, formatEuros(order.total, 'fr_FR')),
    intro: [w.notice(order.reference)],
    outro: [],
    action: null,
    withCustomer: true,
  });
}
