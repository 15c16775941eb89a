import type { Locale } from '@atelier/contract';
import type { RequestContext, SiteContext } from '../../context.ts';
import { loadSellerIdentity } from '../../mail/legal-identity.ts';
import type { MailAttachment, Mailer } from '../../mail/mailer.ts';
import { formatEuros } from '../../mail/order-templates.ts';
import { loadBranding, renderMailText, type MailText } from '../../mail/templates.ts';
import { jobAccessToken, jobLink } from './job-access.ts';
import { jobLocale } from './job-view.ts';
import type { JobRow, QuoteRow } from './made-to-measure.repository.ts';

/**
 * The mails of made to measure (decision 015), in the layout of the other transactional mails (templates.ts): to
 * the customer in the request's language, each with the job's signed link (a guest has nothing else), and to the
 * workshop (COMPANY_EMAIL, else SEND_MAIL_AS_MAIL) in French. Each lands in the outbox whatever SMTP does.
 */

export interface JobMailDeps {
  mailer: Mailer;
  /** The `quote-access` key that signs the job links. */
  accessKey: Buffer;
  /** scheme://host of the storefront the customer uses. */
  origin: string;
}

/** The mails to the customer, with what each needs beyond the job. */
export type CustomerMail =
  | { kind: 'confirmEmail'; link: string }
  | { kind: 'question'; body: string }
  | { kind: 'quoteSent'; quote: QuoteRow }
  | { kind: 'accepted'; quote: QuoteRow }
  | { kind: 'cancelled'; reason: string }
  | { kind: 'expired'; quote: QuoteRow };

/** The mails to the workshop. */
export type WorkshopMail =
  | { kind: 'newRequest' }
  | { kind: 'replied'; body: string }
  | { kind: 'accepted'; quote: QuoteRow }
  | { kind: 'declined'; quote: QuoteRow; reason: string };

const day = (value: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${value}T12:00:00Z`),
  );

/** The exclusion of the withdrawal right, which a made-to-measure quote must state (art. L221-28 3°). */
export const NO_WITHDRAWAL: Record<Locale, string> = {
  fr_FR:
    'Ce travail est réalisé selon vos spécifications : il est exclu du droit de rétractation de 14 jours ' +
    '(article L221-28 3° du Code de la consommation).',
  en:
    'This work is made to your specifications: it is excluded from the 14-day right of withdrawal (article ' +
    'L221-28 3° of the French Consumer Code).',
};

function customerText(mail: CustomerMail, job: JobRow, site: string, link: string, locale: Locale): MailText {
  const ref = job.reference;
  const euros = (cents: number) => formatEuros(cents, locale);
  const fr = locale === 'fr_FR';
  const greeting = fr
    ? job.firstname
      ? `Bonjour ${job.firstname},`
      : 'Bonjour,'
    : job.firstname
      ? `Hello ${job.firstname},`
      : 'Hello,';
  const follow = { label: fr ? 'Suivre ma demande' : 'Follow my request', url: link };
  switch (mail.kind) {
    case 'confirmEmail':
      return fr
        ? {
            subject: `${site} : confirmez votre demande de devis ${ref}`,
            greeting,
            paragraphs: [
              `Nous avons bien reçu votre demande de devis sur mesure ${ref}.`,
              'Confirmez votre adresse e-mail avec le bouton ci-dessous : l’atelier verra votre demande dès cette confirmation.',
            ],
            action: { label: 'Confirmer ma demande', url: mail.link },
            after: [
              'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : elle ne sera pas transmise.',
            ],
          }
        : {
            subject: `${site}: confirm your quote request ${ref}`,
            greeting,
            paragraphs: [
              `We have received your made-to-measure quote request ${ref}.`,
              'Confirm your e-mail address with the button below: the workshop sees your request as soon as you do.',
            ],
            action: { label: 'Confirm my request', url: mail.link },
            after: ['If you did not ask for this, ignore this message: the request will not be passed on.'],
          };
    case 'question':
      return fr
        ? {
            subject: `${site} : une question sur votre demande ${ref}`,
            greeting,
            paragraphs: ['L’atelier a une question sur votre demande :', mail.body],
            action: { label: 'Répondre', url: link },
            after: ['Répondez depuis la page de votre demande : l’atelier reprendra votre devis dès votre réponse.'],
          }
        : {
            subject: `${site}: a question about your request ${ref}`,
            greeting,
            paragraphs: ['The workshop has a question about your request:', mail.body],
            action: { label: 'Answer', url: link },
            after: ['Answer from your request’s page: the workshop goes on with your quote as soon as you do.'],
          };
    case 'quoteSent': {
      const q = mail.quote;
      return fr
        ? {
            subject: `${site} : votre devis ${q.number} (${euros(q.total)})`,
            greeting,
            paragraphs: [
              `Voici notre devis ${q.number} pour votre demande ${ref} : ${euros(q.total)} TTC, délai de réalisation ` +
                `${q.leadTimeWeeks} semaine(s) après le versement de l’acompte.`,
              `Un acompte de ${q.depositPercent} % (${euros(q.deposit)}) est demandé à l’acceptation ; le solde ` +
                `(${euros(q.balance)}) est dû à la fin de la fabrication.`,
              `Ce devis est valable jusqu’au ${day(q.validUntil, locale)}. Il est joint à ce message en PDF.`,
              NO_WITHDRAWAL.fr_FR,
            ],
            action: { label: 'Voir et accepter le devis', url: link },
            after: ['Une question ? Écrivez-nous depuis la page de votre demande.'],
          }
        : {
            subject: `${site}: your quote ${q.number} (${euros(q.total)})`,
            greeting,
            paragraphs: [
              `Here is our quote ${q.number} for your request ${ref}: ${euros(q.total)} including VAT, made within ` +
                `${q.leadTimeWeeks} week(s) of the deposit's payment.`,
              `A ${q.depositPercent}% deposit (${euros(q.deposit)}) is due on acceptance; the balance ` +
                `(${euros(q.balance)}) is due once the piece is made.`,
              `This quote is valid until ${day(q.validUntil, locale)}. It is attached to this message as a PDF.`,
              NO_WITHDRAWAL.en,
            ],
            action: { label: 'See and accept the quote', url: link },
            after: ['A question? Write to us from your request’s page.'],
          };
    }
    case 'accepted': {
      const q = mail.quote;
      return fr
        ? {
            subject: `${site} : devis ${q.number} accepté`,
            greeting,
            paragraphs: [
              `Vous avez accepté le devis ${q.number} (${euros(q.total)} TTC). Merci de votre confiance !`,
              `Réglez l’acompte de ${euros(q.deposit)} depuis la page de votre demande : la fabrication commence à sa réception.`,
              NO_WITHDRAWAL.fr_FR,
            ],
            action: { label: 'Régler l’acompte', url: link },
            after: ['Conservez ce message : il confirme votre commande.'],
          }
        : {
            subject: `${site}: quote ${q.number} accepted`,
            greeting,
            paragraphs: [
              `You accepted quote ${q.number} (${euros(q.total)} including VAT). Thank you for your trust!`,
              `Pay the ${euros(q.deposit)} deposit from your request’s page: the work starts once it is received.`,
              NO_WITHDRAWAL.en,
            ],
            action: { label: 'Pay the deposit', url: link },
            after: ['Keep this message: it confirms your order.'],
          };
    }
    case 'cancelled':
      return fr
        ? {
            subject: `${site} : votre demande ${ref} est close`,
            greeting,
            paragraphs: ['L’atelier a clos votre demande de devis sur mesure :', mail.reason],
            action: follow,
            after: ['Vous pouvez nous écrire pour toute nouvelle demande.'],
          }
        : {
            subject: `${site}: your request ${ref} is closed`,
            greeting,
            paragraphs: ['The workshop closed your made-to-measure quote request:', mail.reason],
            action: follow,
            after: ['Feel free to write to us for any new request.'],
          };
    case 'expired': {
      const q = mail.quote;
      return fr
        ? {
            subject: `${site} : votre devis ${q.number} a expiré`,
            greeting,
            paragraphs: [
              `Le devis ${q.number} de votre demande ${ref} était valable jusqu’au ${day(q.validUntil, locale)} : il a expiré.`,
              'Toujours intéressé(e) ? Écrivez-nous depuis la page de votre demande : l’atelier peut vous en adresser un nouveau.',
            ],
            action: follow,
            after: [],
          }
        : {
            subject: `${site}: your quote ${q.number} has expired`,
            greeting,
            paragraphs: [
              `Quote ${q.number} of your request ${ref} was valid until ${day(q.validUntil, locale)}: it has expired.`,
              'Still interested? Write to us from your request’s page: the workshop can send you a new one.',
            ],
            action: follow,
            after: [],
          };
    }
  }
}

function workshopText(mail: WorkshopMail, job: JobRow, site: string, adminUrl: string): MailText {
  const ref = job.reference;
  const who = `${job.firstname} ${job.lastname}`.trim() || job.email;
  const contact = `${who} – ${job.email}${job.phone ? ` – ${job.phone}` : ''}`;
  const action = { label: 'Ouvrir la demande', url: adminUrl };
  switch (mail.kind) {
    case 'newRequest':
      return {
        subject: `${site} : nouvelle demande de devis ${ref}`,
        greeting: 'Bonjour,',
        paragraphs: [
          `Nouvelle demande de devis sur mesure ${ref} de ${contact}.`,
          job.description,
          ...(job.message ? [`Message : ${job.message}`] : []),
          ...(job.wishedDate ? [`Date souhaitée : ${day(job.wishedDate, 'fr_FR')}`] : []),
        ],
        action,
        after: [],
      };
    case 'replied':
      return {
        subject: `${site} : réponse du client sur la demande ${ref}`,
        greeting: 'Bonjour,',
        paragraphs: [`${who} a écrit sur la demande ${ref} :`, mail.body],
        action,
        after: [],
      };
    case 'accepted':
      return {
        subject: `${site} : devis ${mail.quote.number} accepté (${ref})`,
        greeting: 'Bonjour,',
        paragraphs: [
          `${contact} a accepté le devis ${mail.quote.number} (${formatEuros(mail.quote.total, 'fr_FR')} TTC) au nom de ` +
            `« ${mail.quote.acceptedName ?? who} ».`,
          `L’acompte de ${formatEuros(mail.quote.deposit, 'fr_FR')} est attendu.`,
        ],
        action,
        after: [],
      };
    case 'declined':
      return {
        subject: `${site} : devis ${mail.quote.number} refusé (${ref})`,
        greeting: 'Bonjour,',
        paragraphs: [`${contact} a refusé le devis ${mail.quote.number}. Motif :`, mail.reason],
        action,
        after: [],
      };
  }
}

/** The job's page for its customer: the signed link, which also opens it to a member not logged in. */
export function customerJobLink(deps: JobMailDeps, job: JobRow): string {
  return jobLink(deps.origin, jobLocale(job), job.id, jobAccessToken(deps.accessKey, job.siteId, job.id));
}

/** A mail to the job's customer, in the request's language. */
export async function mailCustomer(
  ctx: SiteContext,
  deps: JobMailDeps,
  job: JobRow,
  mail: CustomerMail,
  attachments?: MailAttachment[],
) {
  const locale = jobLocale(job);
  const mailCtx: RequestContext = { siteId: ctx.siteId, db: ctx.db, locale, token: null, user: null };
  const branding = await loadBranding(mailCtx, deps.origin);
  const text = customerText(mail, job, branding.siteName, customerJobLink(deps, job), locale);
  const rendered = renderMailText(locale, branding, text);
  await deps.mailer.send(mailCtx, {
    from: branding.from,
    to: job.email,
    ...rendered,
    ...(attachments ? { attachments } : {}),
  });
}

/** A mail to the workshop (COMPANY_EMAIL, else SEND_MAIL_AS_MAIL), in French; nothing when the site has neither. */
export async function mailWorkshop(ctx: SiteContext, deps: JobMailDeps, job: JobRow, mail: WorkshopMail) {
  const mailCtx: RequestContext = { siteId: ctx.siteId, db: ctx.db, locale: 'fr_FR', token: null, user: null };
  const [branding, legal] = await Promise.all([loadBranding(mailCtx, deps.origin), loadSellerIdentity(ctx)]);
  if (!legal.noticeTo) return;
  const adminUrl = `${deps.origin}/admin/made-to-measure/${job.id}`;
  const rendered = renderMailText('fr_FR', branding, workshopText(mail, job, branding.siteName, adminUrl));
  await deps.mailer.send(mailCtx, { from: branding.from, to: legal.noticeTo, replyTo: job.email, ...rendered });
}
