import type { Locale } from '@atelier/contract';
import { formatEuros } from '../../mail/order-templates.ts';
import { escapeHtml } from '../../mail/templates.ts';
import { SANDBOX_CARDS, type SandboxCardCheck } from './sandbox-provider.ts';

type Problem = Extract<SandboxCardCheck, { ok: false }>['problem'] | 'FORM';

const texts = {
  fr_FR: {
    title: (site: string) => `Paiement – ${site}`,
    badge: 'Mode test : aucun paiement réel n’est effectué.',
    subject: {
      ORDER: (reference: string) => `Commande ${reference}`,
      DEPOSIT: (reference: string) => `Acompte du devis ${reference}`,
      BALANCE: (reference: string) => `Solde du devis ${reference}`,
    },
    number: 'Numéro de carte',
    expiry: 'Date d’expiration (MM/AA)',
    cvc: 'Cryptogramme (3 chiffres)',
    holder: 'Titulaire de la carte',
    pay: (amount: string) => `Payer ${amount}`,
    cancel: 'Annuler et revenir à la boutique',
    hint: 'Cartes de test : 4242 4242 4242 4242 (acceptée) et 4000 0000 0000 0002 (refusée), avec une date d’expiration à venir et un cryptogramme quelconque.',
    problems: {
      FORM: 'Le formulaire est incomplet.',
      NUMBER: 'Le numéro de carte n’est pas valide.',
      EXPIRY: 'La date d’expiration n’est pas valide : écrivez-la MM/AA.',
      EXPIRED: 'Cette carte a expiré.',
      CVC: 'Le cryptogramme doit compter 3 ou 4 chiffres.',
      HOLDER: 'Indiquez le nom du titulaire de la carte.',
      NOT_A_TEST_CARD:
        'Cartes de test uniquement : utilisez 4242 4242 4242 4242 (paiement accepté) ou 4000 0000 0000 0002 (paiement refusé).',
    } satisfies Record<Problem, string>,
    closed: 'Ce paiement est terminé.',
    back: 'Revenir à la boutique',
    missing: 'Ce paiement est introuvable.',
    foreign: 'Requête refusée : elle ne vient pas de cette page de paiement.',
  },
  en: {
    title: (site: string) => `Payment – ${site}`,
    badge: 'Test mode: no real payment is made.',
    subject: {
      ORDER: (reference: string) => `Order ${reference}`,
      DEPOSIT: (reference: string) => `Deposit on quote ${reference}`,
      BALANCE: (reference: string) => `Balance of quote ${reference}`,
    },
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (3 digits)',
    holder: 'Cardholder name',
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel and return to the shop',
    hint: 'Test cards: 4242 4242 4242 4242 (accepted) and 4000 0000 0000 0002 (declined), with any future expiry date and any security code.',
    problems: {
      FORM: 'The form is incomplete.',
      NUMBER: 'The card number is not valid.',
      EXPIRY: 'The expiry date is not valid: write it MM/YY.',
      EXPIRED: 'This card has expired.',
      CVC: 'The security code must have 3 or 4 digits.',
      HOLDER: 'Enter the cardholder’s name.',
      NOT_A_TEST_CARD:
        'Test cards only: use 4242 4242 4242 4242 (payment accepted) or 4000 0000 0000 0002 (payment declined).',
    } satisfies Record<Problem, string>,
    closed: 'This payment is over.',
    back: 'Back to the shop',
    missing: 'This payment cannot be found.',
    foreign: 'Request refused: it does not come from this payment page.',
  },
} satisfies Record<Locale, unknown>;

const STYLE = `
body{margin:0;background:#f3f4f6;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111827}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}
.badge{margin:0 0 1rem;padding:.5rem .75rem;border-radius:.5rem;background:#fef3c7;color:#78350f;font-size:.875rem}
h1{margin:0;font-size:1.25rem}.amount{margin:.25rem 0 1.25rem;font-size:1.75rem;font-weight:700}
label{display:block;margin:0 0 .875rem;font-size:.875rem;font-weight:600}
input{display:block;box-sizing:border-box;width:100%;margin-top:.25rem;padding:.625rem;border:1px solid #9ca3af;border-radius:.375rem;font:inherit}
.row{display:flex;gap:.75rem}.row label{flex:1}
button{width:100%;padding:.75rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;font:inherit;font-weight:600;cursor:pointer}
.link{margin-top:.75rem;background:none;color:#1d4ed8;text-decoration:underline;font-weight:400}
.error{padding:.625rem .75rem;border-radius:.375rem;background:#fee2e2;color:#7f1d1d}
.hint{margin-top:1.25rem;font-size:.8125rem;color:#4b5563}
`;

function page(locale: Locale, title: string, body: string): string {
  return [
    `<!doctype html><html lang="${locale === 'en' ? 'en' : 'fr'}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>`,
    `<body><main>${body}</main></body></html>`,
  ].join('\n');
}

export interface SandboxFormView {
  locale: Locale;
  siteName: string;
  reference: string;
  /** What is paid: an order, or a made-to-measure quote's deposit or balance (issue 19). */
  subject?: 'ORDER' | 'DEPOSIT' | 'BALANCE';
  /** Cents. */
  amount: number;
  /** The return token, as the page's own URL carries it. */
  token: string;
  problem?: Problem;
  /** What the customer typed, given back after a refusal (never the card number). */
  values?: { expiry: string; holder: string };
}

/** The sandbox's hosted card form: plain HTML posting to its own URL, no script. */
export function renderSandboxForm(view: SandboxFormView): string {
  const t = texts[view.locale];
  const amount = formatEuros(view.amount, view.locale);
  const action = `./${encodeURIComponent(view.token)}`;
  const error = view.problem ? `<p class="error" role="alert">${escapeHtml(t.problems[view.problem])}</p>` : '';
  const field = (name: string, label: string, attributes: string, value = '') =>
    `<label>${escapeHtml(label)}<input name="${name}" ${attributes} value="${escapeHtml(value)}" required></label>`;
  return page(
    view.locale,
    t.title(view.siteName),
    [
      `<p class="badge">${escapeHtml(t.badge)}</p>`,
      `<h1>${escapeHtml(view.siteName)}</h1>`,
      `<p>${escapeHtml(t.subject[view.subject ?? 'ORDER'](view.reference))}</p>`,
      `<p class="amount">${escapeHtml(amount)}</p>`,
      error,
      `<form method="post" action="${escapeHtml(action)}">`,
      field('number', t.number, `inputmode="numeric" autocomplete="cc-number" placeholder="${SANDBOX_CARDS.paid}"`),
      '<div class="row">',
      field('expiry', t.expiry, 'autocomplete="cc-exp" placeholder="MM/AA" maxlength="7"', view.values?.expiry),
      field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"'),
      '</div>',
      field('holder', t.holder, 'autocomplete="cc-name" maxlength="100"', view.values?.holder),
      `<button type="submit">${escapeHtml(t.pay(amount))}</button>`,
      '</form>',
      `<form method="post" action="${escapeHtml(`${action}/cancel`)}">`,
      `<button type="submit" class="link">${escapeHtml(t.cancel)}</button></form>`,
      `<p class="hint">${escapeHtml(t.hint)}</p>`,
    ].join('\n'),
  );
}

/** A payment already settled (or released): a link back to the storefront's return page. */
export function renderSandboxClosed(locale: Locale, siteName: string, returnUrl: string): string {
  const t = texts[locale];
  return page(
    locale,
    t.title(siteName),
    `<h1>${escapeHtml(siteName)}</h1><p>${escapeHtml(t.closed)}</p>` +
      `<p><a href="${escapeHtml(returnUrl)}">${escapeHtml(t.back)}</a></p>`,
  );
}

/** An unknown payment, or a form posted from elsewhere: said in both languages (the order's is unknown). */
export function renderSandboxRefusal(kind: 'missing' | 'foreign'): string {
  return page(
    'fr_FR',
    'Paiement / Payment',
    `<p lang="fr">${escapeHtml(texts.fr_FR[kind])}</p><p lang="en">${escapeHtml(texts.en[kind])}</p>`,
  );
}
