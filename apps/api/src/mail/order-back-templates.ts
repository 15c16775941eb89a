import type { Locale } from '@atelier/contract';
import { legalLine, type LegalIdentity } from './order-templates.ts';
import { escapeHtml, type MailBranding, type RenderedMail } from './templates.ts';

/**
 * The mails of returns and withdrawals (issue 7 items 3 and 4): the receipt to the customer in the order's
 * language and the notice to the company in French. The withdrawal's receipt is the acknowledgement the law
 * asks for "without delay, on a durable medium" (Code de la consommation art. L221-21): it says when the
 * statement was received, what it covers, what is left out and why, and what happens next.
 */

export interface OrderBackMailLine {
  name: string;
  detail: string | null;
  quantity: number;
}

export interface OrderBackMailData {
  kind: 'RETURN' | 'DAMAGE' | 'WITHDRAWAL';
  orderReference: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  receivedAt: Date;
  lines: OrderBackMailLine[];
  /** Withdrawal: the lines left out because they were made to the customer's specifications. */
  excludedLines: OrderBackMailLine[];
  reasonLabel: string | null;
  comment: string | null;
  photoCount: number;
  /** The site's description of the first step (order back info, returnAskDescription). */
  nextStep: string | null;
  /** Withdrawal: where to send the goods back (the company's head office), when known. */
  returnAddress: string | null;
  /** Withdrawal: the name and e-mail address the customer confirmed in the statement. */
  declaredName: string | null;
  declaredEmail: string | null;
  /** The return's page (account or order link). */
  pageUrl: string | null;
}

const words = {
  fr_FR: {
    subject: {
      RETURN: (site: string, ref: string) => `${site} : votre demande de retour pour la commande ${ref}`,
      DAMAGE: (site: string, ref: string) => `${site} : votre signalement de dommage pour la commande ${ref}`,
      WITHDRAWAL: (site: string, ref: string) =>
        `${site} : accusé de réception de votre rétractation (commande ${ref})`,
    },
    notice: {
      RETURN: (site: string, ref: string) => `${site} : demande de retour pour la commande ${ref}`,
      DAMAGE: (site: string, ref: string) => `${site} : dommage signalé sur la commande ${ref}`,
      WITHDRAWAL: (site: string, ref: string) => `${site} : rétractation du client sur la commande ${ref}`,
    },
    hello: (name: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    received: {
      RETURN: (ref: string, at: string) =>
        `Nous avons bien reçu le ${at} votre demande de retour pour la commande ${ref}.`,
      DAMAGE: (ref: string, at: string) =>
        `Nous avons bien reçu le ${at} votre signalement de dommage pour la commande ${ref}.`,
      WITHDRAWAL: (ref: string, at: string) =>
        `Nous accusons réception de votre rétractation du contrat de vente de la commande ${ref}, reçue le ${at}.`,
    },
    noticeIntro: {
      RETURN: (ref: string, at: string) => `Une demande de retour a été faite le ${at} pour la commande ${ref}.`,
      DAMAGE: (ref: string, at: string) => `Un dommage a été signalé le ${at} sur la commande ${ref}.`,
      WITHDRAWAL: (ref: string, at: string) =>
        `Le client s’est rétracté du contrat le ${at} (commande ${ref}) : accusé de réception envoyé. ` +
        'Remboursement dû sous 14 jours, frais de livraison standard compris.',
    },
    lines: { RETURN: 'Articles à retourner', DAMAGE: 'Articles concernés', WITHDRAWAL: 'Articles concernés' },
    excluded: 'Articles exclus de la rétractation',
    excludedWhy:
      'Ces articles ont été confectionnés selon vos spécifications ou personnalisés : le droit de rétractation ne ' +
      's’y applique pas (article L221-28 3° du Code de la consommation).',
    reason: 'Motif',
    comment: 'Votre commentaire',
    commentNotice: 'Commentaire du client',
    photos: (count: number) => `${count} photo${count > 1 ? 's' : ''} jointe${count > 1 ? 's' : ''} à la demande.`,
    declared: 'Déclaration confirmée par',
    next: 'La suite',
    withdrawalNext: (address: string | null) => [
      address
        ? `Renvoyez-nous les articles concernés, complets et dans leur état d’origine, au plus tard 14 jours après ` +
          `votre rétractation, à l’adresse : ${address}. Les frais de retour sont à votre charge.`
        : 'Renvoyez-nous les articles concernés, complets et dans leur état d’origine, au plus tard 14 jours après ' +
          'votre rétractation ; nous vous indiquons l’adresse de retour. Les frais de retour sont à votre charge.',
      'Nous vous remboursons la totalité des sommes versées pour ces articles, frais de livraison standard compris, ' +
        'au plus tard 14 jours après votre rétractation, par le moyen de paiement utilisé pour la commande. Le ' +
        'remboursement peut être différé jusqu’à la réception des articles ou la preuve de leur expédition.',
    ],
    keep: 'Conservez ce message : il fait foi de la date de votre rétractation.',
    customer: 'Client',
    product: 'Article',
    quantity: 'Qté',
    follow: 'Suivre ma demande',
    at: 'heure de Paris',
    siret: 'SIRET',
    capital: (value: string) => `au capital de ${value}`,
    headOffice: 'Siège social',
  },
  en: {
    subject: {
      RETURN: (site: string, ref: string) => `${site}: your return request for order ${ref}`,
      DAMAGE: (site: string, ref: string) => `${site}: your damage report for order ${ref}`,
      WITHDRAWAL: (site: string, ref: string) => `${site}: acknowledgement of your withdrawal (order ${ref})`,
    },
    notice: {
      RETURN: (site: string, ref: string) => `${site}: return request for order ${ref}`,
      DAMAGE: (site: string, ref: string) => `${site}: damage reported on order ${ref}`,
      WITHDRAWAL: (site: string, ref: string) => `${site}: customer withdrawal from order ${ref}`,
    },
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    received: {
      RETURN: (ref: string, at: string) => `We received your return request for order ${ref} on ${at}.`,
      DAMAGE: (ref: string, at: string) => `We received your damage report for order ${ref} on ${at}.`,
      WITHDRAWAL: (ref: string, at: string) =>
        `We acknowledge receipt of your withdrawal from the sales contract of order ${ref}, received on ${at}.`,
    },
    noticeIntro: {
      RETURN: (ref: string, at: string) => `A return was requested on ${at} for order ${ref}.`,
      DAMAGE: (ref: string, at: string) => `Damage was reported on ${at} on order ${ref}.`,
      WITHDRAWAL: (ref: string, at: string) =>
        `The customer withdrew from the contract on ${at} (order ${ref}): acknowledgement sent. ` +
        'Refund due within 14 days, standard delivery costs included.',
    },
    lines: { RETURN: 'Items to return', DAMAGE: 'Items concerned', WITHDRAWAL: 'Items concerned' },
    excluded: 'Items excluded from the withdrawal',
    excludedWhy:
      'These items were made to your specifications or personalised: the right of withdrawal does not apply to ' +
      'them (article L221-28 3° of the French Consumer Code).',
    reason: 'Reason',
    comment: 'Your comment',
    commentNotice: 'Customer comment',
    photos: (count: number) => `${count} photo${count > 1 ? 's' : ''} sent with the request.`,
    declared: 'Statement confirmed by',
    next: 'What happens next',
    withdrawalNext: (address: string | null) => [
      address
        ? 'Send the items concerned back to us, complete and in their original condition, no later than 14 days ' +
          `after your withdrawal, to: ${address}. Return costs are borne by you.`
        : 'Send the items concerned back to us, complete and in their original condition, no later than 14 days ' +
          'after your withdrawal; we will give you the return address. Return costs are borne by you.',
      'We refund all amounts paid for these items, standard delivery costs included, no later than 14 days after ' +
        'your withdrawal, using the means of payment of the order. The refund may be withheld until we receive the ' +
        'items or proof that they were sent.',
    ],
    keep: 'Keep this message: it proves the date of your withdrawal.',
    customer: 'Customer',
    product: 'Item',
    quantity: 'Qty',
    follow: 'Follow my request',
    at: 'Paris time',
    siret: 'SIRET',
    capital: (value: string) => `with a share capital of ${value}`,
    headOffice: 'Registered office',
  },
} satisfies Record<Locale, unknown>;

const colonOf = (locale: Locale) => (locale === 'en' ? ':' : ' :');

/** '1 June 2026, 14:05 (Paris time)' / 'lundi 1 juin 2026 à 14:05 (heure de Paris)'. */
export function formatReceivedAt(instant: Date, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(instant);
  return `${text} (${words[locale].at})`;
}

function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

interface Section {
  title: string;
  paragraphs: string[];
  lines?: OrderBackMailLine[];
}

function render(
  locale: Locale,
  branding: MailBranding,
  legal: LegalIdentity,
  mail: { subject: string; intro: string[]; sections: Section[]; action: { label: string; url: string } | null },
): RenderedMail {
  const w = words[locale];
  const site = branding.siteName || 'Atelier';
  const colon = colonOf(locale);
  const color = /^#[0-9a-f]{6}$/i.test(branding.primaryColor) ? branding.primaryColor : '#333333';
  const logoUrl = httpUrl(branding.logoUrl);
  const actionUrl = mail.action ? httpUrl(mail.action.url) : null;
  const p = (line: string) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  const cell = 'padding:6px 4px;border-bottom:1px solid #e5e5e5';
  const table = (lines: OrderBackMailLine[]) =>
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;` +
    `font-size:14px;margin:0 0 12px"><tr><th align="left" style="${cell}">${escapeHtml(w.product)}</th>` +
    `<th style="${cell}">${escapeHtml(w.quantity)}</th></tr>` +
    lines
      .map(
        (line) =>
          `<tr><td style="${cell}">${escapeHtml(line.name)}` +
          (line.detail ? `<br><small>${escapeHtml(line.detail)}</small>` : '') +
          `</td><td style="${cell};text-align:center">${line.quantity}</td></tr>`,
      )
      .join('') +
    '</table>';
  const header = logoUrl
    ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(site)}" style="max-height:64px;max-width:240px">`
    : `<strong style="font-size:20px;color:${color}">${escapeHtml(site)}</strong>`;
  const sections = mail.sections
    .map(
      (section) =>
        `<h2 style="font-size:15px;margin:20px 0 8px">${escapeHtml(section.title)}</h2>` +
        (section.lines ? table(section.lines) : '') +
        section.paragraphs.map(p).join(''),
    )
    .join('');
  const button = actionUrl
    ? `<p style="margin:20px 0"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:10px 18px;` +
      `background:${color};color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(mail.action!.label)}</a></p>`
    : '';
  const footer = legalLine(locale, legal, site);
  const html = [
    `<!doctype html><html lang="${locale === 'en' ? 'en' : 'fr'}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(mail.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222222">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;max-width:600px">',
    `<tr><td style="padding:24px;border-bottom:4px solid ${color}">${header}</td></tr>`,
    `<tr><td style="padding:24px">${mail.intro.map(p).join('')}${sections}${button}</td></tr>`,
    `<tr><td style="padding:16px 24px;font-size:11px;color:#666666">${escapeHtml(footer)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
  const text = [
    ...mail.intro,
    ...mail.sections.flatMap((section) => [
      '',
      `${section.title}${colon}`,
      ...(section.lines ?? []).map(
        (line) => `${line.quantity} × ${line.name}${line.detail ? ` (${line.detail})` : ''}`,
      ),
      ...section.paragraphs,
    ]),
    ...(actionUrl && mail.action ? ['', `${mail.action.label}${colon} ${actionUrl}`] : []),
    '',
    '--',
    footer,
  ].join('\n');
  return { subject: mail.subject, html, text };
}

/** The sections both mails share: the lines, what is left out, the reason, the comment, the photos. */
function detailSections(locale: Locale, data: OrderBackMailData, forCompany: boolean): Section[] {
  const w = words[locale];
  const colon = colonOf(locale);
  const sections: Section[] = [{ title: w.lines[data.kind], paragraphs: [], lines: data.lines }];
  if (data.excludedLines.length > 0) {
    sections.push({ title: w.excluded, paragraphs: [w.excludedWhy], lines: data.excludedLines });
  }
  const about: string[] = [];
  if (data.reasonLabel) about.push(`${w.reason}${colon} ${data.reasonLabel}`);
  if (data.photoCount > 0) about.push(w.photos(data.photoCount));
  if (data.declaredName || data.declaredEmail) {
    about.push(`${w.declared}${colon} ${[data.declaredName, data.declaredEmail].filter(Boolean).join(', ')}`);
  }
  if (about.length > 0) sections[0]!.paragraphs.push(...about);
  if (data.comment) sections.push({ title: forCompany ? w.commentNotice : w.comment, paragraphs: [data.comment] });
  return sections;
}

/** The receipt to the customer, in the order's language (for a withdrawal: the acknowledgement of receipt). */
export function renderOrderBackReceipt(
  locale: Locale,
  branding: MailBranding,
  data: OrderBackMailData,
  legal: LegalIdentity,
): RenderedMail {
  const w = words[locale];
  const site = branding.siteName || 'Atelier';
  const at = formatReceivedAt(data.receivedAt, locale);
  const sections = detailSections(locale, data, false);
  if (data.kind === 'WITHDRAWAL') {
    sections.push({ title: w.next, paragraphs: [...w.withdrawalNext(data.returnAddress), w.keep] });
  } else if (data.nextStep) {
    sections.push({ title: w.next, paragraphs: [data.nextStep] });
  }
  return render(locale, branding, legal, {
    subject: w.subject[data.kind](site, data.orderReference),
    intro: [w.hello(data.firstname), w.received[data.kind](data.orderReference, at)],
    sections,
    action: data.pageUrl ? { label: w.follow, url: data.pageUrl } : null,
  });
}

/** The notice to the company (COMPANY_EMAIL), in French, the language of the back office. */
export function renderOrderBackNotice(
  branding: MailBranding,
  data: OrderBackMailData,
  legal: LegalIdentity,
): RenderedMail {
  const w = words.fr_FR;
  const site = branding.siteName || 'Atelier';
  const customer = [`${data.firstname} ${data.lastname}`.trim(), data.email, data.phone].filter(Boolean);
  return render('fr_FR', branding, legal, {
    subject: w.notice[data.kind](site, data.orderReference),
    intro: [w.noticeIntro[data.kind](data.orderReference, formatReceivedAt(data.receivedAt, 'fr_FR'))],
    sections: [{ title: w.customer, paragraphs: customer }, ...detailSections('fr_FR', data, true)],
    action: null,
  });
}

// ---------------------------------------------------------------------------------------------------------
// The steps the shop moves a return through (issue 16 item 4)
// ---------------------------------------------------------------------------------------------------------

export type OrderBackStep = 'LABEL_SENT' | 'PRODUCT_RECEIVED' | 'REFUNDED' | 'REFUSED';

export interface OrderBackStepMailData {
  kind: 'RETURN' | 'DAMAGE' | 'WITHDRAWAL';
  step: OrderBackStep;
  orderReference: string;
  firstname: string;
  lines: OrderBackMailLine[];
  /** The shop's message (with REFUSED: the reason). */
  message: string | null;
  /** The site's description of the step (order back info), if any. */
  description: string | null;
  /** LABEL_SENT: where the customer downloads the label. */
  labelUrl: string | null;
  /** REFUNDED: the amount given back, written in euros, and whether it went back to the card. */
  refundAmount: string | null;
  refundedToCard: boolean;
  pageUrl: string | null;
}

const stepWords = {
  fr_FR: {
    thing: { RETURN: 'votre retour', DAMAGE: 'votre signalement de dommage', WITHDRAWAL: 'votre rétractation' },
    subject: {
      LABEL_SENT: (site: string, ref: string) => `${site} : votre étiquette de retour (commande ${ref})`,
      PRODUCT_RECEIVED: (site: string, ref: string) => `${site} : nous avons reçu votre retour (commande ${ref})`,
      REFUNDED: (site: string, ref: string) => `${site} : votre remboursement (commande ${ref})`,
      REFUSED: (site: string, ref: string) => `${site} : réponse à votre demande de retour (commande ${ref})`,
    },
    body: {
      LABEL_SENT: (thing: string, ref: string) =>
        `Concernant ${thing} sur la commande ${ref} : votre étiquette de retour est prête. Imprimez-la, collez-la ` +
        'sur le colis et déposez-le chez le transporteur.',
      PRODUCT_RECEIVED: (thing: string, ref: string) =>
        `Concernant ${thing} sur la commande ${ref} : nous avons bien reçu les articles retournés. Nous les ` +
        'vérifions et revenons vers vous très vite.',
      REFUNDED: (thing: string, ref: string) =>
        `Concernant ${thing} sur la commande ${ref} : nous vous avons remboursé.`,
      REFUSED: (thing: string, ref: string) =>
        `Concernant ${thing} sur la commande ${ref} : nous ne pouvons malheureusement pas y donner suite.`,
    },
    amount: (amount: string, card: boolean) =>
      card
        ? `Montant remboursé : ${amount}, sur le moyen de paiement utilisé pour la commande. Il apparaît sous quelques jours selon votre banque.`
        : `Montant remboursé : ${amount}.`,
    label: 'Télécharger l’étiquette',
    follow: 'Suivre mon retour',
    lines: 'Articles concernés',
    message: 'Message de la boutique',
    reason: 'Motif',
  },
  en: {
    thing: { RETURN: 'your return', DAMAGE: 'your damage report', WITHDRAWAL: 'your withdrawal' },
    subject: {
      LABEL_SENT: (site: string, ref: string) => `${site}: your return label (order ${ref})`,
      PRODUCT_RECEIVED: (site: string, ref: string) => `${site}: we received your return (order ${ref})`,
      REFUNDED: (site: string, ref: string) => `${site}: your refund (order ${ref})`,
      REFUSED: (site: string, ref: string) => `${site}: about your return request (order ${ref})`,
    },
    body: {
      LABEL_SENT: (thing: string, ref: string) =>
        `About ${thing} on order ${ref}: your return label is ready. Print it, stick it on the parcel and hand it ` +
        'to the carrier.',
      PRODUCT_RECEIVED: (thing: string, ref: string) =>
        `About ${thing} on order ${ref}: we have received the returned items. We are checking them and will be ` +
        'back to you shortly.',
      REFUNDED: (thing: string, ref: string) => `About ${thing} on order ${ref}: we have refunded you.`,
      REFUSED: (thing: string, ref: string) => `About ${thing} on order ${ref}: unfortunately we cannot accept it.`,
    },
    amount: (amount: string, card: boolean) =>
      card
        ? `Amount refunded: ${amount}, to the payment method used for the order. It shows within a few days depending on your bank.`
        : `Amount refunded: ${amount}.`,
    label: 'Download the label',
    follow: 'Follow my return',
    lines: 'Items concerned',
    message: 'Message from the shop',
    reason: 'Reason',
  },
} as const;

/** The mail of a step of a return, to its customer in the order's language. */
export function renderOrderBackStepMail(
  locale: Locale,
  branding: MailBranding,
  data: OrderBackStepMailData,
  legal: LegalIdentity,
): RenderedMail {
  const w = stepWords[locale];
  const site = branding.siteName || 'Atelier';
  const intro = [words[locale].hello(data.firstname), w.body[data.step](w.thing[data.kind], data.orderReference)];
  if (data.step === 'REFUNDED' && data.refundAmount) intro.push(w.amount(data.refundAmount, data.refundedToCard));
  if (data.description) intro.push(data.description);
  const sections: Section[] = [{ title: w.lines, paragraphs: [], lines: data.lines }];
  if (data.message)
    sections.push({ title: data.step === 'REFUSED' ? w.reason : w.message, paragraphs: [data.message] });
  const action =
    data.step === 'LABEL_SENT' && data.labelUrl
      ? { label: w.label, url: data.labelUrl }
      : data.pageUrl
        ? { label: w.follow, url: data.pageUrl }
        : null;
  if (data.step === 'LABEL_SENT' && data.labelUrl && data.pageUrl) {
    sections.push({ title: w.follow, paragraphs: [data.pageUrl] });
  }
  return render(locale, branding, legal, {
    subject: w.subject[data.step](site, data.orderReference),
    intro,
    sections,
    action,
  });
}

/** The mail of a refund of an order outside any return (issue 16 item 4): a cancelled or partly supplied order. */
export interface OrderRefundMailData {
  orderReference: string;
  firstname: string;
  /** The amount given back, written in euros, and whether it went back to the card. */
  amount: string;
  toCard: boolean;
  /** The lines refunded (none: an amount or shipping only), and the shipping refunded in euros if any. */
  lines: OrderBackMailLine[];
  shipping: string | null;
  /** Whether all that was paid is now given back. */
  whole: boolean;
  pageUrl: string | null;
}

const refundWords = {
  fr_FR: {
    subject: (site: string, ref: string) => `${site} : votre remboursement (commande ${ref})`,
    body: (ref: string, whole: boolean) =>
      whole
        ? `Nous vous avons remboursé votre commande ${ref}.`
        : `Nous vous avons remboursé une partie de votre commande ${ref}.`,
    lines: 'Articles remboursés',
    shipping: (amount: string) => `Frais de livraison remboursés : ${amount}.`,
    follow: 'Voir ma commande',
  },
  en: {
    subject: (site: string, ref: string) => `${site}: your refund (order ${ref})`,
    body: (ref: string, whole: boolean) =>
      whole ? `We have refunded your order ${ref}.` : `We have refunded part of your order ${ref}.`,
    lines: 'Items refunded',
    shipping: (amount: string) => `Delivery refunded: ${amount}.`,
    follow: 'See my order',
  },
} as const;

export function renderOrderRefundMail(
  locale: Locale,
  branding: MailBranding,
  data: OrderRefundMailData,
  legal: LegalIdentity,
): RenderedMail {
  const w = refundWords[locale];
  const site = branding.siteName || 'Atelier';
  const intro = [
    words[locale].hello(data.firstname),
    w.body(data.orderReference, data.whole),
    stepWords[locale].amount(data.amount, data.toCard),
  ];
  if (data.shipping) intro.push(w.shipping(data.shipping));
  const sections: Section[] = data.lines.length > 0 ? [{ title: w.lines, paragraphs: [], lines: data.lines }] : [];
  return render(locale, branding, legal, {
    subject: w.subject(site, data.orderReference),
    intro,
    sections,
    action: data.pageUrl ? { label: w.follow, url: data.pageUrl } : null,
  });
}
