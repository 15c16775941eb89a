import { and, eq, inArray } from 'drizzle-orm';
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
