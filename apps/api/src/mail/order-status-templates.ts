import type { Locale } from '@atelier/contract';
import { formatEuros, legalLine, type LegalIdentity } from './order-templates.ts';
import { escapeHtml, type MailBranding, type RenderedMail } from './templates.ts';

/**
 * The mails of an order's life after its payment (issue 7 item 2), one per change the customer should hear of,
 * in the order's language, with the branding of every transactional mail and the seller's legal identity in the
 * footer (as the order confirmation).
 */
export type StatusMailKind = 'IN_PREPARATION' | 'SHIPPED' | 'READY_FOR_PICKUP' | 'DELIVERED' | 'CANCELLED' | 'REFUNDED';

export interface OrderStatusMailData {
  status: StatusMailKind;
  reference: string;
  firstname: string;
  deliveryType: 'DELIVERY' | 'PICKUP' | 'CLICK_AND_COLLECT' | 'NO_DELIVERY';
  carrierName: string | null;
  trackingLink: string | null;
  accessPoint: { name: string; addLine1: string; zipCode: string; city: string } | null;
  /** Click & Collect: the place (name and address lines), the day (YYYY-MM-DD) and the slot ('HH:MM'). */
  pickup: { place: string[]; date: string | null; startTime: string | null; endTime: string | null } | null;
  /** Cents: what the order cost (said when it is refunded). */
  total: number;
  /** Whether the order had been paid (a cancelled paid order is refunded). */
  paid: boolean;
  /** The customer's page of the order (account page, or a guest's signed link). */
  orderUrl: string | null;
}

const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : 'fr-FR');

function formatDay(day: string, locale: Locale): string {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

interface StatusText {
  subject: string;
  paragraphs: string[];
  /** Lines shown as one block (an address). */
  place: string[];
  action: { label: string; url: string } | null;
}

type Words = (data: OrderStatusMailData, site: string, euros: (cents: number) => string) => StatusText;

const seeOrder = { fr_FR: 'Voir ma commande', en: 'See my order' };

function relayLines(data: OrderStatusMailData): string[] {
  const point = data.accessPoint;
  return point ? [point.name, point.addLine1, `${point.zipCode} ${point.city}`] : [];
}

const orderAction = (data: OrderStatusMailData, locale: Locale) =>
  data.orderUrl ? { label: seeOrder[locale], url: data.orderUrl } : null;

const TEXTS: Record<Locale, Record<StatusMailKind, Words>> = {
  fr_FR: {
    IN_PREPARATION: (d, site) => ({
      subject: `${site} : votre commande ${d.reference} est en préparation`,
      paragraphs: [
        `Bonne nouvelle : nous préparons votre commande ${d.reference}.`,
        d.deliveryType === 'CLICK_AND_COLLECT'
          ? 'Nous vous écrirons dès qu’elle sera prête à retirer.'
          : d.deliveryType === 'NO_DELIVERY'
            ? 'Nous vous écrirons dès qu’elle sera disponible.'
            : 'Nous vous écrirons dès qu’elle sera expédiée.',
      ],
      place: [],
      action: orderAction(d, 'fr_FR'),
    }),
    SHIPPED: (d, site) => ({
      subject: `${site} : votre commande ${d.reference} a été expédiée`,
      paragraphs: [
        d.carrierName
          ? `Votre commande ${d.reference} a été confiée à ${d.carrierName}.`
          : `Votre commande ${d.reference} a été expédiée.`,
        d.deliveryType === 'PICKUP'
          ? 'Elle vous attendra au point relais suivant :'
          : d.trackingLink
            ? 'Suivez son acheminement avec le lien ci-dessous.'
            : 'Le transporteur vous préviendra de sa livraison.',
      ],
      place: d.deliveryType === 'PICKUP' ? relayLines(d) : [],
      action: d.trackingLink ? { label: 'Suivre mon colis', url: d.trackingLink } : orderAction(d, 'fr_FR'),
    }),
    READY_FOR_PICKUP: (d, site) => ({
      subject: `${site} : votre commande ${d.reference} est prête à retirer`,
      paragraphs: [
        `Votre commande ${d.reference} vous attend à :`,
        ...(d.pickup?.date
          ? [
              `Le ${formatDay(d.pickup.date, 'fr_FR')}` +
                (d.pickup.startTime && d.pickup.endTime
                  ? `, entre ${d.pickup.startTime} et ${d.pickup.endTime}.`
                  : '.'),
            ]
          : []),
        'Munissez-vous de la référence de votre commande.',
      ],
      place: d.pickup?.place ?? [],
      action: orderAction(d, 'fr_FR'),
    }),
    DELIVERED: (d, site) => ({
      subject: `${site} : votre commande ${d.reference} a été livrée`,
      paragraphs: [
        `Votre commande ${d.reference} vous a été remise. Merci de votre confiance !`,
        // SPEC §9 legal facts: damage reported within 48 hours; 14-day withdrawal period.
        'Si un article est arrivé abîmé, signalez-le-nous sous 48 heures depuis la page de votre commande.',
        'Vous disposez de 14 jours pour vous rétracter, sauf pour les articles personnalisés.',
      ],
      place: [],
      action: orderAction(d, 'fr_FR'),
    }),
    CANCELLED: (d, site, euros) => ({
      subject: `${site} : votre commande ${d.reference} a été annulée`,
      paragraphs: [
        `Votre commande ${d.reference} a été annulée.`,
        d.paid
          ? `Le montant payé, ${euros(d.total)}, vous sera remboursé sur le moyen de paiement utilisé.`
          : 'Aucun paiement n’a été encaissé.',
      ],
      place: [],
      action: orderAction(d, 'fr_FR'),
    }),
    REFUNDED: (d, site, euros) => ({
      subject: `${site} : votre commande ${d.reference} a été remboursée`,
      paragraphs: [
        `Nous vous avons remboursé ${euros(d.total)} pour la commande ${d.reference}, sur le moyen de paiement utilisé.`,
        'Le délai avant son apparition sur votre compte dépend de votre banque.',
      ],
      place: [],
      action: orderAction(d, 'fr_FR'),
    }),
  },
  en: {
    IN_PREPARATION: (d, site) => ({
      subject: `${site}: your order ${d.reference} is being prepared`,
      paragraphs: [
        `Good news: we are preparing your order ${d.reference}.`,
        d.deliveryType === 'CLICK_AND_COLLECT'
          ? 'We will write to you as soon as it is ready for pick-up.'
          : d.deliveryType === 'NO_DELIVERY'
            ? 'We will write to you as soon as it is available.'
            : 'We will write to you as soon as it has shipped.',
      ],
      place: [],
      action: orderAction(d, 'en'),
    }),
    SHIPPED: (d, site) => ({
      subject: `${site}: your order ${d.reference} has shipped`,
      paragraphs: [
        d.carrierName
          ? `Your order ${d.reference} has been handed to ${d.carrierName}.`
          : `Your order ${d.reference} has shipped.`,
        d.deliveryType === 'PICKUP'
          ? 'It will wait for you at this relay point:'
          : d.trackingLink
            ? 'Follow it with the link below.'
            : 'The carrier will let you know when it is delivered.',
      ],
      place: d.deliveryType === 'PICKUP' ? relayLines(d) : [],
      action: d.trackingLink ? { label: 'Track my parcel', url: d.trackingLink } : orderAction(d, 'en'),
    }),
    READY_FOR_PICKUP: (d, site) => ({
      subject: `${site}: your order ${d.reference} is ready for pick-up`,
      paragraphs: [
        `Your order ${d.reference} is waiting for you at:`,
        ...(d.pickup?.date
          ? [
              `On ${formatDay(d.pickup.date, 'en')}` +
                (d.pickup.startTime && d.pickup.endTime
                  ? `, between ${d.pickup.startTime} and ${d.pickup.endTime}.`
                  : '.'),
            ]
          : []),
        'Please bring your order reference.',
      ],
      place: d.pickup?.place ?? [],
      action: orderAction(d, 'en'),
    }),
    DELIVERED: (d, site) => ({
      subject: `${site}: your order ${d.reference} was delivered`,
      paragraphs: [
        `Your order ${d.reference} was delivered to you. Thank you for your trust!`,
        'If an item arrived damaged, tell us within 48 hours from your order’s page.',
        'You have 14 days to withdraw from the purchase, except for personalised items.',
      ],
      place: [],
      action: orderAction(d, 'en'),
    }),
    CANCELLED: (d, site, euros) => ({
      subject: `${site}: your order ${d.reference} was cancelled`,
      paragraphs: [
        `Your order ${d.reference} was cancelled.`,
        d.paid
          ? `The amount paid, ${euros(d.total)}, will be refunded to the means of payment you used.`
          : 'No payment was taken.',
      ],
      place: [],
      action: orderAction(d, 'en'),
    }),
    REFUNDED: (d, site, euros) => ({
      subject: `${site}: your order ${d.reference} was refunded`,
      paragraphs: [
        `We have refunded ${euros(d.total)} for your order ${d.reference}, to the means of payment you used.`,
        'How long it takes to show on your account depends on your bank.',
      ],
      place: [],
      action: orderAction(d, 'en'),
    }),
  },
};

/** An http(s) URL for an href, else null. */
function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The mail telling the customer their order changed status, in `locale` (the order's language). */
export function renderOrderStatusMail(
  locale: Locale,
  branding: MailBranding,
  data: OrderStatusMailData,
  legal: LegalIdentity,
): RenderedMail {
  const site = branding.siteName || 'Atelier';
  const text = TEXTS[locale][data.status](data, site, (cents) => formatEuros(cents, locale));
  const hello =
    locale === 'en'
      ? data.firstname
        ? `Hello ${data.firstname},`
        : 'Hello,'
      : data.firstname
        ? `Bonjour ${data.firstname},`
        : 'Bonjour,';
  const color = /^#[0-9a-f]{6}$/i.test(branding.primaryColor) ? branding.primaryColor : '#333333';
  const logoUrl = branding.logoUrl ? httpUrl(branding.logoUrl) : null;
  const actionUrl = text.action ? httpUrl(text.action.url) : null;
  // Under a tracking button, the order's own page stays reachable.
  const orderUrl = data.orderUrl && data.orderUrl !== text.action?.url ? httpUrl(data.orderUrl) : null;
  const footer = legalLine(locale, legal, site);
  const p = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const header = logoUrl
    ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(site)}" style="max-height:64px;max-width:240px">`
    : `<strong style="font-size:20px;color:${color}">${escapeHtml(site)}</strong>`;
  const [first, ...rest] = text.paragraphs;
  const place = text.place.length
    ? `<p style="margin:0 0 12px;padding:8px 12px;border-left:3px solid ${color}">${text.place.map(escapeHtml).join('<br>')}</p>`
    : '';
  const button =
    actionUrl && text.action
      ? `<p style="margin:20px 0"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:10px 18px;` +
        `background:${color};color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(text.action.label)}</a></p>`
      : '';
  const orderLink = orderUrl
    ? `<p style="margin:0 0 12px"><a href="${escapeHtml(orderUrl)}" style="color:${color}">${escapeHtml(seeOrder[locale])}</a></p>`
    : '';
  const html = [
    `<!doctype html><html lang="${locale === 'en' ? 'en' : 'fr'}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(text.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222222">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;max-width:600px">',
    `<tr><td style="padding:24px;border-bottom:4px solid ${color}">${header}</td></tr>`,
    `<tr><td style="padding:24px">${p(hello)}${first ? p(first) : ''}` +
      // The place follows the sentence that announces it ('… at:'), the rest after it.
      (text.place.length ? `${place}${rest.map(p).join('')}` : rest.map(p).join('')) +
      `${button}${orderLink}</td></tr>`,
    `<tr><td style="padding:16px 24px;font-size:11px;color:#666666">${escapeHtml(footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
  const colon = locale === 'en' ? ':' : ' :';
  const plain = [
    hello,
    '',
    ...(first ? [first] : []),
    ...(text.place.length ? ['', ...text.place.map((line) => `    ${line}`), ''] : []),
    ...rest,
    ...(actionUrl && text.action ? ['', `${text.action.label}${colon} ${actionUrl}`] : []),
    ...(orderUrl ? [`${seeOrder[locale]}${colon} ${orderUrl}`] : []),
    '',
    '--',
    footer,
  ].join('\n');
  return { subject: text.subject, html, text: plain };
}
