import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@atelier/contract';
import { logos, siteParameters } from '../db/schema/index.ts';
import type { RequestContext } from '../context.ts';
import { siteFileUrl } from '../storage/storage.ts';

/** What every transactional mail of a site shows: its name, logo and colour, and who sends it. */
export interface MailBranding {
  siteName: string;
  /** Absolute URL of the site's logo, or null without one. */
  logoUrl: string | null;
  /** #rrggbb */
  primaryColor: string;
  /** The From header: `"SEND_MAIL_AS_NAME" <SEND_MAIL_AS_MAIL>` (COMPANY_NAME / COMPANY_EMAIL as fallbacks). */
  from: string;
}

/** The mails the API sends to customers, with what each needs. */
export type MailContent =
  | { kind: 'passwordReset'; firstname: string; link: string; minutes: number }
  | { kind: 'adminInvitation'; firstname: string; link: string; days: number }
  | { kind: 'accountDeleted'; firstname: string; link: string }
  /** Issue 20 item 7: `day` is when the unused account will be anonymised, written out in the mail's language. */
  | { kind: 'inactivityNotice'; firstname: string; link: string; years: number; day: string }
  | { kind: 'newsletterConfirm'; listName: string; link: string; unsubscribeLink: string; hours: number }
  | {
      kind: 'eventRegistered';
      name: string;
      title: string;
      when: string;
      place: string;
      seats: number;
      link: string;
      cancelLink: string;
    };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Escapes a value for HTML text and attribute values (double-quoted). */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A URL fit for an href/src: http(s) only, else nothing (a `javascript:` link never reaches a mail). */
function safeUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A mail's words, laid out by renderMailText: greeting, paragraphs, a button, closing lines, a quieter link. */
export interface MailText {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  after: string[];
  /** A quieter link under the text (the unsubscribe link). */
  secondary?: { label: string; url: string };
}

type Texts = {
  [K in MailContent['kind']]: Record<Locale, (content: Extract<MailContent, { kind: K }>, site: string) => MailText>;
};

const texts: Texts = {
  accountDeleted: {
    fr_FR: (c, site) => ({
      subject: `${site} : votre compte a été supprimé`,
      greeting: c.firstname ? `Bonjour ${c.firstname},` : 'Bonjour,',
      paragraphs: [
        `Votre compte sur ${site} a été supprimé à votre demande : vos données personnelles ont été effacées et vos sessions fermées.`,
        'Les commandes passées restent dans notre comptabilité, sans votre nom ni vos coordonnées.',
      ],
      action: { label: `Revenir sur ${site}`, url: c.link },
      after: ['Si vous n’êtes pas à l’origine de cette suppression, répondez à ce message.'],
    }),
    en: (c, site) => ({
      subject: `${site}: your account was deleted`,
      greeting: c.firstname ? `Hello ${c.firstname},` : 'Hello,',
      paragraphs: [
        `Your account on ${site} was deleted as you asked: your personal data is erased and your sessions are closed.`,
        'Past orders stay in our accounts, without your name or contact details.',
      ],
      action: { label: `Back to ${site}`, url: c.link },
      after: ['If you did not ask for this, reply to this message.'],
    }),
  },
  inactivityNotice: {
    fr_FR: (c, site) => ({
      subject: `${site} : votre compte sera anonymisé le ${c.day}`,
      greeting: c.firstname ? `Bonjour ${c.firstname},` : 'Bonjour,',
      paragraphs: [
        `Vous ne vous êtes pas connecté à votre compte sur ${site} depuis près de ${c.years} ans. Comme l’annonce notre politique de confidentialité, il sera anonymisé le ${c.day} : vos coordonnées et vos adresses seront effacées, et vos commandes ne seront plus gardées que pour notre comptabilité, sans votre nom.`,
        'Pour garder votre compte, il suffit de vous y connecter avant cette date.',
      ],
      action: { label: 'Me connecter', url: c.link },
      after: ['Vous pouvez aussi télécharger vos données depuis votre compte avant cette date.'],
    }),
    en: (c, site) => ({
      subject: `${site}: your account will be anonymised on ${c.day}`,
      greeting: c.firstname ? `Hello ${c.firstname},` : 'Hello,',
      paragraphs: [
        `You have not logged in to your account on ${site} for nearly ${c.years} years. As our privacy policy says, it will be anonymised on ${c.day}: your contact details and addresses will be erased, and your orders kept only for our accounts, without your name.`,
        'To keep your account, just log in before that date.',
      ],
      action: { label: 'Log in', url: c.link },
      after: ['You can also download your data from your account before that date.'],
    }),
  },
  passwordReset: {
    fr_FR: (c, site) => ({
      subject: `${site} : réinitialisation de votre mot de passe`,
      greeting: c.firstname ? `Bonjour ${c.firstname},` : 'Bonjour,',
      paragraphs: [
        `Vous avez demandé à réinitialiser le mot de passe de votre compte sur ${site}.`,
        `Ce lien est valable ${c.minutes} minutes et ne sert qu’une fois.`,
      ],
      action: { label: 'Choisir un nouveau mot de passe', url: c.link },
      after: [
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
      ],
    }),
    en: (c, site) => ({
      subject: `${site}: reset your password`,
      greeting: c.firstname ? `Hello ${c.firstname},` : 'Hello,',
      paragraphs: [
        `You asked to reset the password of your account on ${site}.`,
        `This link is valid for ${c.minutes} minutes and works only once.`,
      ],
      action: { label: 'Choose a new password', url: c.link },
      after: ['If you did not ask for this, ignore this message: your password stays unchanged.'],
    }),
  },
  adminInvitation: {
    fr_FR: (c, site) => ({
      subject: `${site} : votre accès à l’administration du site`,
      greeting: c.firstname ? `Bonjour ${c.firstname},` : 'Bonjour,',
      paragraphs: [
        `Vous êtes invité à administrer le site ${site}.`,
        `Choisissez votre mot de passe avec ce lien, valable ${c.days} jours et une seule fois, puis connectez-vous à l’administration.`,
      ],
      action: { label: 'Choisir mon mot de passe', url: c.link },
      after: ['Si vous ne vous attendiez pas à cette invitation, ignorez ce message.'],
    }),
    en: (c, site) => ({
      subject: `${site}: your access to the site's administration`,
      greeting: c.firstname ? `Hello ${c.firstname},` : 'Hello,',
      paragraphs: [
        `You are invited to run the site ${site}.`,
        `Choose your password with this link, valid for ${c.days} days and only once, then log in to the administration.`,
      ],
      action: { label: 'Choose my password', url: c.link },
      after: ['If you did not expect this invitation, ignore this message.'],
    }),
  },
  newsletterConfirm: {
    fr_FR: (c, site) => ({
      subject: `${site} : confirmez votre inscription à « ${c.listName} »`,
      greeting: 'Bonjour,',
      paragraphs: [
        `Vous avez demandé à recevoir « ${c.listName} » de ${site} à cette adresse.`,
        `Confirmez votre inscription avec le bouton ci-dessous : le lien est valable ${c.hours} heures.`,
      ],
      action: { label: 'Confirmer mon inscription', url: c.link },
      after: ['Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : vous ne recevrez rien.'],
      secondary: { label: 'Se désinscrire', url: c.unsubscribeLink },
    }),
    en: (c, site) => ({
      subject: `${site}: confirm your subscription to “${c.listName}”`,
      greeting: 'Hello,',
      paragraphs: [
        `You asked to receive “${c.listName}” from ${site} at this address.`,
        `Confirm your subscription with the button below: the link is valid for ${c.hours} hours.`,
      ],
      action: { label: 'Confirm my subscription', url: c.link },
      after: ['If you did not ask for this, ignore this message: you will receive nothing.'],
      secondary: { label: 'Unsubscribe', url: c.unsubscribeLink },
    }),
  },
  eventRegistered: {
    fr_FR: (c, site) => ({
      subject: `${site} : votre inscription à « ${c.title} »`,
      greeting: `Bonjour ${c.name},`,
      paragraphs: [
        `Votre inscription à « ${c.title} » est confirmée : ${c.seats} place(s) à votre nom.`,
        `Quand : ${c.when}.`,
        `Où : ${c.place}.`,
        'Le fichier joint (.ics) ajoute l’événement à votre agenda.',
      ],
      action: { label: 'Voir l’événement', url: c.link },
      after: ['Un empêchement ? Annulez votre inscription avec le lien ci-dessous : vos places seront libérées.'],
      secondary: { label: 'Annuler mon inscription', url: c.cancelLink },
    }),
    en: (c, site) => ({
      subject: `${site}: your registration to “${c.title}”`,
      greeting: `Hello ${c.name},`,
      paragraphs: [
        `Your registration to “${c.title}” is confirmed: ${c.seats} seat(s) in your name.`,
        `When: ${c.when}.`,
        `Where: ${c.place}.`,
        'The attached file (.ics) adds the event to your calendar.',
      ],
      action: { label: 'See the event', url: c.link },
      after: ['Cannot come? Cancel your registration with the link below: your seats will be freed.'],
      secondary: { label: 'Cancel my registration', url: c.cancelLink },
    }),
  },
};

/** Renders a transactional mail (subject, HTML, text) in the given language with the site's branding. */
export function renderMail(locale: Locale, branding: MailBranding, content: MailContent): RenderedMail {
  const site = branding.siteName || 'Atelier';
  const t = (texts[content.kind][locale] as (c: MailContent, site: string) => MailText)(content, site);
  return renderMailText(locale, branding, t);
}

/**
 * Lays out a mail's words in the site's branding (logo, colour, name), as HTML and plain text: the one layout of
 * the transactional mails, for the modules that write their own words (made to measure).
 */
export function renderMailText(locale: Locale, branding: MailBranding, t: MailText): RenderedMail {
  const site = branding.siteName || 'Atelier';
  const color = /^#[0-9a-f]{6}$/i.test(branding.primaryColor) ? branding.primaryColor : '#333333';
  const actionUrl = safeUrl(t.action.url);
  const logoUrl = safeUrl(branding.logoUrl);
  const paragraph = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const header = logoUrl
    ? `<img src="${escapeHtml(logoUrl)}" alt="${escapeHtml(site)}" style="max-height:64px;max-width:240px">`
    : `<strong style="font-size:20px;color:${color}">${escapeHtml(site)}</strong>`;
  const button = actionUrl
    ? `<p style="margin:24px 0"><a href="${escapeHtml(actionUrl)}" style="display:inline-block;padding:12px 20px;` +
      `background:${color};color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(t.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:12px;color:#666666;word-break:break-all">${escapeHtml(actionUrl)}</p>`
    : '';
  const secondaryUrl = safeUrl(t.secondary?.url ?? null);
  const secondary =
    t.secondary && secondaryUrl
      ? `<p style="margin:0;font-size:12px;color:#666666"><a href="${escapeHtml(secondaryUrl)}" ` +
        `style="color:#666666">${escapeHtml(t.secondary.label)}</a></p>`
      : '';
  const lang = locale === 'en' ? 'en' : 'fr';
  const html = [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222222">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">',
    '<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;max-width:600px">',
    `<tr><td style="padding:24px;border-bottom:4px solid ${color}">${header}</td></tr>`,
    `<tr><td style="padding:24px">${paragraph(t.greeting)}${t.paragraphs.map(paragraph).join('')}${button}` +
      `${t.after.map(paragraph).join('')}${secondary}</td></tr>`,
    `<tr><td style="padding:16px 24px;font-size:12px;color:#666666">${escapeHtml(site)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
  const colon = locale === 'en' ? ':' : ' :';
  const action = `${t.action.label}${colon} ${t.action.url}`;
  const secondaryText = t.secondary ? ['', `${t.secondary.label}${colon} ${t.secondary.url}`] : [];
  const text = [t.greeting, '', ...t.paragraphs, '', action, '', ...t.after, ...secondaryText, '', '--', site].join(
    '\n',
  );
  return { subject: t.subject, html, text };
}

const BRANDING_KEYS = ['COMPANY_NAME', 'COMPANY_EMAIL', 'PRIMARY_COLOR', 'SEND_MAIL_AS_NAME', 'SEND_MAIL_AS_MAIL'];
const LOGO_PREFERENCE = ['LOGO', 'LOGO_LIGHT_THEME', 'LOGO_FOOTER'] as const;

/** The branding of the request's site; `origin` (scheme://host) makes the logo URL absolute. */
export async function loadBranding(ctx: RequestContext, origin: string): Promise<MailBranding> {
  const [parameterRows, logoRows] = await Promise.all([
    ctx.db
      .select({ type: siteParameters.type, value: siteParameters.value })
      .from(siteParameters)
      .where(and(eq(siteParameters.siteId, ctx.siteId), inArray(siteParameters.type, BRANDING_KEYS))),
    ctx.db
      .select({ type: logos.type, filename: logos.filename })
      .from(logos)
      .where(and(eq(logos.siteId, ctx.siteId), inArray(logos.type, [...LOGO_PREFERENCE]))),
  ]);
  const p: Record<string, string> = Object.fromEntries(parameterRows.map((row) => [row.type, row.value ?? '']));
  const logo = LOGO_PREFERENCE.map((type) => logoRows.find((row) => row.type === type)).find(Boolean);
  const siteName = p.COMPANY_NAME || 'Atelier';
  const address = p.SEND_MAIL_AS_MAIL || p.COMPANY_EMAIL || 'no-reply@localhost';
  const name = (p.SEND_MAIL_AS_NAME || siteName).replace(/["\\\r\n<>]/g, '');
  return {
    siteName,
    logoUrl: logo ? new URL(siteFileUrl(ctx.siteId, logo.filename), origin).toString() : null,
    primaryColor: /^#[0-9a-f]{6}/i.exec(p.PRIMARY_COLOR ?? '')?.[0] ?? '#333333',
    from: `"${name}" <${address.replace(/[\r\n<>]/g, '')}>`,
  };
}
