import {
  fillLegalPlaceholders,
  LEGAL_PLACEHOLDERS,
  LEGAL_TEXT_KEYS,
  type AdminLegalText,
  type AdminLegalTextSummary,
  type LegalHtml,
  type LegalTextKey,
  type LegalTextVersion,
  type LegalTextVersionSummary,
  type Locale,
  type OrderSaleTerms,
  type adminLegalTextUpdateSchema,
} from '@atelier/contract';
import type { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { accepted, refused, type Checked } from '../../refusal.ts';
import { recordChange } from '../audit/audit.service.ts';
import { sanitizeLegalHtml } from './legal-sanitiser.ts';
import * as repository from './legal.repository.ts';

/**
 * The legal texts (issue 18 item 5): the five texts of SPEC §3 in French and English. A save is cleaned, kept as
 * a new dated version (never changed afterwards) and written as the live text, the site parameter the
 * storefront reads, in one transaction with its audit entry; the site's kept answers and pages drop at once.
 */

type LegalTextInput = z.output<typeof adminLegalTextUpdateSchema>;
type ParameterRows = Awaited<ReturnType<typeof repository.findLegalParameters>>;

/** Drops the site's kept answers and pages at once, after a committed save (caches.ts `siteChanged`). */
export type SiteChanged = (siteId: number) => void;

const nonEmpty = (text: string | null | undefined) => (text && text.trim() !== '' ? text : null);

/** The parameters' values in one language, English falling back to French as the storefront does. */
function valuesIn(rows: ParameterRows, locale: Locale): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const row of rows) values[row.type] = (locale === 'en' ? nonEmpty(row.translations.en) : null) ?? row.value;
  return values;
}

function htmlOf(rows: ParameterRows, key: LegalTextKey): LegalHtml {
  const row = rows.find((parameter) => parameter.type === key);
  return { fr_FR: row?.value ?? '', en: nonEmpty(row?.translations.en) };
}

function summaryOf(row: repository.VersionRow): LegalTextVersionSummary {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy === null ? null : { id: row.createdBy, email: row.email ?? '' },
  };
}

/** The text as the storefront shows it in each language (English: the French one when there is none). */
function previewOf(html: LegalHtml, rows: ParameterRows) {
  return {
    fr_FR: fillLegalPlaceholders(html.fr_FR, valuesIn(rows, 'fr_FR')),
    en: fillLegalPlaceholders(html.en ?? html.fr_FR, valuesIn(rows, 'en')),
  };
}

/** `GET /admin/legal-text`: the five, in the order of SPEC §3. */
export async function listLegalTexts(ctx: RequestContext): Promise<AdminLegalTextSummary[]> {
  const [rows, current] = await Promise.all([repository.findLegalParameters(ctx), repository.findCurrentVersions(ctx)]);
  return LEGAL_TEXT_KEYS.map((key) => {
    const html = htmlOf(rows, key);
    const version = current.get(key);
    return {
      key,
      missingEnglish: html.en === null,
      empty: html.fr_FR.trim() === '',
      current: version ? summaryOf(version.row) : null,
      versionCount: version?.count ?? 0,
    };
  });
}

/** `GET /admin/legal-text/{key}`: the live text, its placeholders with their values, the filled text. */
export async function getLegalText(ctx: RequestContext, key: LegalTextKey): Promise<AdminLegalText> {
  const [rows, [latest]] = await Promise.all([repository.findLegalParameters(ctx), repository.findVersions(ctx, key)]);
  const html = htmlOf(rows, key);
  const fr = valuesIn(rows, 'fr_FR');
  const en = valuesIn(rows, 'en');
  return {
    key,
    html,
    missingEnglish: html.en === null,
    current: latest ? summaryOf(latest) : null,
    placeholders: Object.entries(LEGAL_PLACEHOLDERS).map(([placeholder, parameter]) => ({
      placeholder,
      parameter,
      value: { fr_FR: nonEmpty(fr[parameter]), en: nonEmpty(en[parameter]) },
    })),
    preview: previewOf(html, rows),
  };
}

/** `PUT /admin/legal-text/{key}`: a new version, made the live text. */
export async function saveLegalText(
  ctx: RequestContext,
  key: LegalTextKey,
  input: LegalTextInput,
  siteChanged: SiteChanged,
): Promise<Checked<AdminLegalText>> {
  const fr = sanitizeLegalHtml(input.html.fr_FR);
  const en = sanitizeLegalHtml(input.html.en ?? '');
  if (fr === '') return refused([{ field: 'html.fr_FR', code: 'FIELD_REQUIRED' }]);
  const html = en === '' ? { fr_FR: fr } : { fr_FR: fr, en };
  const saved = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const before = htmlOf(await repository.findLegalParameters(tx), key);
    const id = await repository.insertVersion(tx, key, html);
    await repository.writeLiveText(tx, key, html);
    await recordChange(tx, {
      action: 'legal-text.update',
      entity: 'legal-text',
      entityId: key,
      before: { html: before },
      after: { version: id, html: { fr_FR: fr, en: en || null } },
    });
    return getLegalText(tx, key);
  });
  siteChanged(ctx.siteId);
  return accepted(saved);
}

/** `GET /admin/legal-text/{key}/versions`: newest first. */
export async function listVersions(ctx: RequestContext, key: LegalTextKey): Promise<LegalTextVersionSummary[]> {
  return (await repository.findVersions(ctx, key)).map(summaryOf);
}

/** `GET /admin/legal-text/{key}/versions/{id}`: the version whole, filled with today's company identity. */
export async function getVersion(ctx: RequestContext, key: LegalTextKey, id: number): Promise<LegalTextVersion> {
  const row = await repository.findVersion(ctx, id);
  if (!row || row.key !== key) throw notFound('Legal text version', id);
  const html: LegalHtml = { fr_FR: row.html.fr_FR, en: nonEmpty(row.html.en) };
  const rows = await repository.findLegalParameters(ctx);
  return { ...summaryOf(row), key, html, preview: previewOf(html, rows) };
}

/** An order as `orders/order-access.ts` gives it to whoever may see it. */
export interface AccessibleOrder {
  id: number;
  reference: string;
  saleTerms: string;
  saleTermsAcceptedAt: Date;
  saleTermsVersionId: number | null;
}

/**
 * `GET /order/{id}/sale-terms`: the version its buyer accepted, in the request's language, filled with the
 * company identity; an order placed before versions were kept shows the copy it holds.
 */
export async function orderSaleTerms(ctx: RequestContext, order: AccessibleOrder): Promise<OrderSaleTerms> {
  const answer = { orderId: order.id, reference: order.reference, acceptedAt: order.saleTermsAcceptedAt.toISOString() };
  const row = order.saleTermsVersionId === null ? null : await repository.findVersion(ctx, order.saleTermsVersionId);
  if (!row) return { ...answer, version: null, html: order.saleTerms };
  const rows = await repository.findLegalParameters(ctx);
  const text = (ctx.locale === 'en' ? nonEmpty(row.html.en) : null) ?? row.html.fr_FR;
  return {
    ...answer,
    version: { id: row.id, createdAt: row.createdAt.toISOString() },
    html: fillLegalPlaceholders(text, valuesIn(rows, ctx.locale)),
  };
}
