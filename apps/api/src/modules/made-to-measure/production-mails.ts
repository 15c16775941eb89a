import type { Locale } from '@atelier/contract';
import type { RequestContext, SiteContext } from '../../context.ts';
import { loadSellerIdentity } from '../../mail/legal-identity.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { formatEuros } from '../../mail/order-templates.ts';
import { loadBranding, renderMailText, type MailBranding } from '../../mail/templates.ts';
import type { JobRow } from './production.service.ts';

/**
 * The mails of a job's money, production and hand-over (issue 19 items 3 to 5): to the customer in the request's
 * language, with the link to the job's page (the signed link for a guest); the workshop's notices in French to
 * COMPANY_EMAIL (else SEND_MAIL_AS_MAIL). Each lands in the outbox whatever SMTP does.
 */

/** What a customer's mail of a job says. */
export type JobMailContent =
  | { kind: 'paid'; payment: 'DEPOSIT' | 'BALANCE'; amount: number; invoiceNumber: string; invoiceUrl: string }
  | { kind: 'stage'; stage: string; note: string | null; photos: number }
  | { kind: 'balance'; balance: number; total: number; deposit: number }
  | { kind: 'pickup'; date: string; hours: string; address: string }
  | { kind: 'delivery'; date: string; note: string | null }
  | { kind: 'closed'; invoices: { number: string; url: string }[] };

interface JobMailText {
  subject: string;
  paragraphs: string[];
  action: string;
}

const day = (value: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${value}T12:00:00Z`));

const WITHDRAWAL = {
  fr_FR:
    'Ce bien, confectionné selon vos spécifications, est exclu du droit de rétractation de 14 jours (art. L221-28 3° du Code de la consommation).',
  en: 'Made to your specifications, this piece is excluded from the 14-day right of withdrawal (art. L221-28 3° of the French Consumer Code).',
};

function customerText(locale: Locale, reference: string, content: JobMailContent): JobMailText {
  const euros = (cents: number) => formatEuros(cents, locale);
  const fr = locale === 'fr_FR';
  switch (content.kind) {
    case 'paid': {
      const deposit = content.payment === 'DEPOSIT';
      return fr
        ? {
            subject: `${deposit ? 'Acompte' : 'Solde'} reçu – ${reference}`,
            paragraphs: [
              `Nous avons bien reçu votre paiement de ${euros(content.amount)} (${deposit ? 'acompte' : 'solde'}). Merci !`,
              `Votre facture ${deposit ? 'd’acompte' : 'de solde'} n° ${content.invoiceNumber} est dans votre espace : ${content.invoiceUrl}`,
              deposit
                ? 'L’acompte engage la commande : nous commençons le travail et vous tiendrons au courant à chaque étape.'
                : 'Votre pièce est prête : choisissez sur sa page le créneau de retrait, ou attendez notre appel pour la livraison.',
              WITHDRAWAL.fr_FR,
            ],
            action: 'Suivre ma demande',
          }
        : {
            subject: `${deposit ? 'Deposit' : 'Balance'} received – ${reference}`,
            paragraphs: [
              `We have received your payment of ${euros(content.amount)} (${deposit ? 'deposit' : 'balance'}). Thank you!`,
              `Your ${deposit ? 'deposit' : 'balance'} invoice no. ${content.invoiceNumber} is in your account: ${content.invoiceUrl}`,
              deposit
                ? 'The deposit confirms the order: we start the work and will keep you posted at each stage.'
                : 'Your piece is ready: choose a collection slot on its page, or wait for our call about the delivery.',
              WITHDRAWAL.en,
            ],
            action: 'Follow my request',
          };
    }
    case 'stage':
      return fr
        ? {
            subject: `Votre pièce avance : ${content.stage} – ${reference}`,
            paragraphs: [
              `Nouvelle étape de fabrication : ${content.stage}.`,
              ...(content.note ? [content.note] : []),
              ...(content.photos > 0 ? [`${content.photos} photo(s) sur la page de votre demande.`] : []),
              'Vous pouvez désactiver ces messages depuis la page de votre demande.',
            ],
            action: 'Voir l’avancement',
          }
        : {
            subject: `Your piece is progressing: ${content.stage} – ${reference}`,
            paragraphs: [
              `New production stage: ${content.stage}.`,
              ...(content.note ? [content.note] : []),
              ...(content.photos > 0 ? [`${content.photos} photo(s) on your request's page.`] : []),
              "You can turn these messages off on your request's page.",
            ],
            action: 'See the progress',
          };
    case 'balance':
      return fr
        ? {
            subject: `Votre pièce est prête : solde à régler – ${reference}`,
            paragraphs: [
              `Votre pièce est terminée. Reste à régler le solde : ${euros(content.balance)} (total ${euros(content.total)}, acompte déjà versé ${euros(content.deposit)}).`,
              'Réglez-le en ligne depuis la page de votre demande, puis choisissez le retrait ou la livraison.',
            ],
            action: 'Régler le solde',
          }
        : {
            subject: `Your piece is ready: balance due – ${reference}`,
            paragraphs: [
              `Your piece is finished. The balance remains to be paid: ${euros(content.balance)} (total ${euros(content.total)}, deposit already paid ${euros(content.deposit)}).`,
              "Pay it online on your request's page, then choose the collection or the delivery.",
            ],
            action: 'Pay the balance',
          };
    case 'pickup':
      return fr
        ? {
            subject: `Retrait réservé le ${day(content.date, locale)} – ${reference}`,
            paragraphs: [
              `Votre créneau de retrait est réservé : ${day(content.date, locale)}, ${content.hours}.`,
              `Adresse : ${content.address}`,
              'Vous pouvez changer de créneau depuis la page de votre demande.',
            ],
            action: 'Voir ma demande',
          }
        : {
            subject: `Collection booked on ${day(content.date, locale)} – ${reference}`,
            paragraphs: [
              `Your collection slot is booked: ${day(content.date, locale)}, ${content.hours}.`,
              `Address: ${content.address}`,
              "You can move the slot on your request's page.",
            ],
            action: 'See my request',
          };
    case 'delivery':
      return fr
        ? {
            subject: `Livraison prévue le ${day(content.date, locale)} – ${reference}`,
            paragraphs: [
              `Nous vous livrerons votre pièce le ${day(content.date, locale)}.`,
              ...(content.note ? [content.note] : []),
            ],
            action: 'Voir ma demande',
          }
        : {
            subject: `Delivery planned on ${day(content.date, locale)} – ${reference}`,
            paragraphs: [
              `We will deliver your piece on ${day(content.date, locale)}.`,
              ...(content.note ? [content.note] : []),
            ],
            action: 'See my request',
          };
    case 'closed':
      return fr
        ? {
            subject: `Votre pièce vous a été remise – ${reference}`,
            paragraphs: [
              'Votre pièce vous a été remise : merci de votre confiance !',
              'Vos factures restent disponibles dans votre espace :',
              ...content.invoices.map((invoice) => `Facture n° ${invoice.number} : ${invoice.url}`),
            ],
            action: 'Voir ma demande',
          }
        : {
            subject: `Your piece has been handed over – ${reference}`,
            paragraphs: [
              'Your piece has been handed over: thank you for your trust!',
              'Your invoices remain in your account:',
              ...content.invoices.map((invoice) => `Invoice no. ${invoice.number}: ${invoice.url}`),
            ],
            action: 'See my request',
          };
  }
}

/** The mail in the layout every transactional mail of the site has (`renderMailText`). */
function render(locale: Locale, branding: MailBranding, greeting: string, text: JobMailText, link: string) {
  return renderMailText(locale, branding, {
    subject: text.subject,
    greeting,
    paragraphs: text.paragraphs,
    action: { label: text.action, url: link },
    after: [],
  });
}

const localeOf = (job: Pick<JobRow, 'locale'>): Locale => (job.locale === 'en' ? 'en' : 'fr_FR');

function mailContext(ctx: SiteContext, locale: Locale): RequestContext {
  return { siteId: ctx.siteId, locale, token: null, user: null, db: ctx.db };
}

/** A mail of the job to its customer, in the request's language, with the link to its page. */
export async function mailJobCustomer(
  ctx: SiteContext,
  mailer: Mailer,
  job: JobRow,
  content: JobMailContent,
  link: string,
  storefront: string,
) {
  const locale = localeOf(job);
  const mailCtx = mailContext(ctx, locale);
  const branding = await loadBranding(mailCtx, storefront);
  const greeting = `${locale === 'en' ? 'Hello' : 'Bonjour'}${job.firstname ? ` ${job.firstname}` : ''},`;
  const mail = render(locale, branding, greeting, customerText(locale, job.reference, content), link);
  return mailer.send(mailCtx, { from: branding.from, to: job.email, ...mail });
}

/** The workshop's notice (French, the back-office's language) of what a customer did on a job. */
export async function mailJobWorkshop(ctx: SiteContext, mailer: Mailer, job: JobRow, what: string, storefront: string) {
  const mailCtx = mailContext(ctx, 'fr_FR');
  const [branding, legal] = await Promise.all([loadBranding(mailCtx, storefront), loadSellerIdentity(ctx)]);
  if (!legal.noticeTo) return null;
  const customer = `${job.firstname} ${job.lastname}`.trim() || job.email;
  const text: JobMailText = {
    subject: `${what} – ${job.reference}`,
    paragraphs: [`${what} : demande sur mesure ${job.reference} de ${customer} (${job.email}).`],
    action: 'Ouvrir dans l’administration',
  };
  const mail = render('fr_FR', branding, 'Bonjour,', text, `${storefront}/admin/made-to-measure/${job.id}`);
  return mailer.send(mailCtx, { from: branding.from, to: legal.noticeTo, replyTo: job.email, ...mail });
}

/** The link of a mail about a paid payment: the job's page its checkout came back to (signed for a guest). */
function pageOfReturn(returnUrl: string) {
  const url = new URL(returnUrl);
  url.searchParams.delete('payment');
  return url.toString();
}

/**
 * The two mails of a paid deposit or balance: the customer's (amount, invoice number and link) and the
 * workshop's notice. Called once, by whoever settled the payment.
 */
export async function sendJobPaidMails(
  ctx: SiteContext,
  mailer: Mailer,
  job: JobRow,
  payment: { id: number; kind: 'DEPOSIT' | 'BALANCE'; amount: number; invoiceNumber: string | null; detail: unknown },
  storefront: string,
) {
  const returnUrl = (payment.detail as { returnUrl?: string } | null)?.returnUrl;
  const link = returnUrl ? pageOfReturn(returnUrl) : `${storefront}/account/made-to-measure/${job.id}`;
  const access = new URL(link).searchParams.get('access');
  const invoiceUrl =
    `${storefront}/api/quote-request/${job.id}/document/invoice-${payment.id}` +
    (access ? `?access=${encodeURIComponent(access)}` : '');
  const content: JobMailContent = {
    kind: 'paid',
    payment: payment.kind,
    amount: payment.amount,
    invoiceNumber: payment.invoiceNumber ?? '',
    invoiceUrl,
  };
  await mailJobCustomer(ctx, mailer, job, content, link, storefront);
  const what = payment.kind === 'DEPOSIT' ? 'Acompte payé' : 'Solde payé';
  await mailJobWorkshop(ctx, mailer, job, `${what} (${formatEuros(payment.amount, 'fr_FR')})`, storefront);
}
