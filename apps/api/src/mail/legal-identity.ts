import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@atelier/contract';
import type { SiteContext } from '../context.ts';
import { siteParameters } from '../db/schema/index.ts';
import type { LegalIdentity } from './order-templates.ts';

/** SPEC §3 company identity parameters an invoice or an order mail prints, and where the company's notices go. */
const IDENTITY_KEYS = [
  'COMPANY_NAME',
  'LEGAL_COMPANY_NAME',
  'CORPORATE_FORM',
  'SHARE_CAPITAL',
  'SIRET_NUMBER',
  'RCS_NUMBER',
  'RM_NUMBER',
  'HEAD_OFFICE',
  'COMPANY_EMAIL',
  'COMPANY_PHONE',
  'INTRACO_VAT',
  'SEND_MAIL_AS_MAIL',
] as const;

/** The seller as an invoice names it: the mails' legal identity plus its trade register and VAT status. */
export interface SellerIdentity extends LegalIdentity {
  /** Répertoire des métiers (craftsmen). */
  rm: string | null;
  /**
   * INTRACO_VAT: the seller is registered for VAT (it has an intra-community VAT number). Off, the seller is
   * under the French VAT exemption for small businesses (franchise en base) and its invoices say so.
   */
  vatRegistered: boolean;
  /** Where the company's copies of order and return mails go: COMPANY_EMAIL, else SEND_MAIL_AS_MAIL. */
  noticeTo: string | null;
}

export async function loadSellerIdentity(ctx: SiteContext): Promise<SellerIdentity> {
  const rows = await ctx.db
    .select({ type: siteParameters.type, value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.siteId), inArray(siteParameters.type, [...IDENTITY_KEYS])));
  const value = (key: (typeof IDENTITY_KEYS)[number]) => rows.find((row) => row.type === key)?.value?.trim() || null;
  return {
    companyName: value('COMPANY_NAME'),
    legalCompanyName: value('LEGAL_COMPANY_NAME'),
    corporateForm: value('CORPORATE_FORM'),
    shareCapital: value('SHARE_CAPITAL'),
    siret: value('SIRET_NUMBER'),
    rcs: value('RCS_NUMBER'),
    rm: value('RM_NUMBER'),
    headOffice: value('HEAD_OFFICE'),
    email: value('COMPANY_EMAIL'),
    phone: value('COMPANY_PHONE'),
    vatRegistered: value('INTRACO_VAT') === 'true',
    noticeTo: value('COMPANY_EMAIL') ?? value('SEND_MAIL_AS_MAIL'),
  };
}

/**
 * The seller's identity as an invoice or a quote prints it under its name: legal name and form with the share
 * capital, head office, SIRET, RCS or RM, e-mail and phone (what French law asks of both documents).
 */
export function sellerIdentityLines(seller: SellerIdentity, locale: Locale): string[] {
  const legalName = [seller.legalCompanyName, seller.corporateForm].filter(Boolean).join(', ');
  // '10 000 €' stays on one line.
  const capital = seller.shareCapital?.replace(/\s+(?=€)/g, '\u00a0');
  const capitalWords = locale === 'en' ? `with a share capital of ${capital}` : `au capital de ${capital}`;
  const named = capital ? `${legalName} ${capitalWords}`.trim() : legalName;
  return [
    ...(named && named !== seller.companyName ? [named] : []),
    ...(seller.headOffice ? [seller.headOffice] : []),
    ...(seller.siret ? [`SIRET ${seller.siret}`] : []),
    ...(seller.rcs ? [seller.rcs] : []),
    ...(seller.rm ? [seller.rm] : []),
    [seller.email, seller.phone].filter(Boolean).join(' · '),
  ].filter(Boolean);
}
