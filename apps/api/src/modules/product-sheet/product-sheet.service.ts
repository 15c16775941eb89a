import type { FastifyBaseLogger } from 'fastify';
import { loadSharp } from '../../storage/sharp.ts';
import { pickLocale, type Locale } from '@atelier/contract';
import { capacityLabel, formatPrice, slugify, stripTags } from '@atelier/domain';
import { notFound } from '../../errors.ts';
import type { RequestContext } from '../../context.ts';
import { publicFileKey, type FileStore } from '../../storage/file-store.ts';
import { unitPrice } from '../customization/customization.service.ts';
import { sheetLabel } from './product-sheet.labels.ts';
import { renderProductSheet, type ProductSheet } from './product-sheet.pdf.ts';
import * as repository from './product-sheet.repository.ts';

type Product = NonNullable<Awaited<ReturnType<typeof repository.findPublishedProduct>>>;
type DeclinationRow = Awaited<ReturnType<typeof repository.findDeclinations>>[number];

export interface SheetOptions {
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

/** A logo on a white page: the main one, else the one made for light backgrounds, else any but the favicon. */
const LOGO_PREFERENCE = ['LOGO', 'LOGO_LIGHT_THEME', 'LOGO_FOOTER', 'LOGO_DARK_THEME'];

/** SPEC §9 dates: DD/MM/YYYY, in the workshop's time zone. */
const sheetDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  }).format(date);

const numberIn = (locale: Locale, value: number) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 1 }).format(value);

/**
 * A stored image ready for the PDF: SVG logos are rasterized, photos flattened to JPEG, both sized for print.
 * A missing or unreadable file leaves the sheet without that image, and says so in the log.
 */
async function printImage(
  ctx: RequestContext,
  options: SheetOptions,
  file: string,
  kind: 'logo' | 'photo',
): Promise<Buffer | null> {
  try {
    const { content: input } = await options.fileStore.getBytes(publicFileKey(ctx.siteId, file));
    const sharp = await loadSharp();
    const image = sharp(input, { density: 300 }).resize({
      width: kind === 'logo' ? 680 : 700,
      height: kind === 'logo' ? 240 : 900,
      fit: 'inside',
      withoutEnlargement: true,
    });
    return kind === 'logo'
      ? await image.png().toBuffer()
      : await image.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
  } catch (error) {
    options.log.warn({ err: error, siteId: ctx.siteId, file }, 'technical sheet printed without an image');
    return null;
  }
}

/** Paragraphs of plain text from the rich text of a description (SPEC §5 tag removal, per paragraph). */
function paragraphs(html: string | null): string[] {
  if (!html) return [];
  return html
    .split(/<\/p>|<br\s*\/?>|<\/li>|<\/h[1-6]>|\n{2,}/i)
    .map(stripTags)
    .filter(Boolean);
}

function companyLines(parameters: Record<string, string | null>, locale: Locale): string[] {
  const address = parameters.COMPANY_ADDRESS ?? '';
  // COMPANY_ADDRESS is usually a map link; the postal address is then the head office's.
  const postal = address && !/^https?:\/\//i.test(address) ? address : parameters.HEAD_OFFICE;
  const phone = parameters.COMPANY_PHONE ? `${sheetLabel(locale, 'phone')} ${parameters.COMPANY_PHONE}` : null;
  return [postal, phone, parameters.COMPANY_EMAIL].filter((line): line is string => Boolean(line));
}

function wineRows(product: Product, locale: Locale): [string, string][] {
  const wine = product.wine;
  if (!wine) return [];
  const grapes = wine.grapeVarieties
    .map((grape) => (grape.percent === null ? grape.name : `${grape.name} ${numberIn(locale, grape.percent)} %`))
    .join(', ');
  const rows: [string, string | null][] = [
    [sheetLabel(locale, 'appellation'), pickLocale(wine.appellation, locale)],
    [sheetLabel(locale, 'colour'), pickLocale(wine.colour, locale)],
    [sheetLabel(locale, 'grapeVarieties'), grapes || null],
    [
      sheetLabel(locale, 'alcohol'),
      wine.alcoholPercent === null ? null : `${numberIn(locale, wine.alcoholPercent)} % vol.`,
    ],
    [sheetLabel(locale, 'servingAdvice'), pickLocale(wine.servingAdvice, locale)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

const capacityOf = (row: DeclinationRow, locale: Locale) =>
  row.capacity !== null && row.capacityUnit ? capacityLabel(row.capacity, row.capacityUnit, locale) : null;

/** 'Velours prune · 45 × 45 cm', '2019 · 75 cl': what tells a declination from its siblings. */
const declinationLabel = (row: DeclinationRow, valueText: Map<number, string>, locale: Locale) =>
  [...row.variationValueIds.flatMap((id) => valueText.get(id) ?? []), row.year, capacityOf(row, locale)]
    .filter(Boolean)
    .join(' · ');

function declinationTable(
  product: Product,
  rows: DeclinationRow[],
  valueText: Map<number, string>,
  locale: Locale,
  hidePrices: boolean,
): ProductSheet['declinations'] {
  const has = {
    variation: rows.some((row) => row.variationValueIds.length > 0),
    year: rows.some((row) => row.year !== null),
    capacity: rows.some((row) => row.capacity !== null && row.capacityUnit !== null),
    reference: rows.some((row) => row.reference),
  };
  const columns: { header: string; cell: (row: DeclinationRow) => string; right?: boolean }[] = [];
  if (has.variation || (!has.year && !has.capacity)) {
    columns.push({
      header: sheetLabel(locale, 'declination'),
      cell: (row) =>
        row.variationValueIds.flatMap((id) => valueText.get(id) ?? []).join(' · ') || pickLocale(product.name, locale),
    });
  }
  if (has.year)
    columns.push({ header: sheetLabel(locale, 'year'), cell: (row) => (row.year ? String(row.year) : '—') });
  if (has.capacity) {
    columns.push({
      header: sheetLabel(locale, 'capacity'),
      cell: (row) => capacityOf(row, locale) ?? '—',
    });
  }
  if (has.reference) columns.push({ header: sheetLabel(locale, 'reference'), cell: (row) => row.reference ?? '—' });
  if (!hidePrices) {
    columns.push({
      header: sheetLabel(locale, 'price'),
      right: true,
      cell: (row) => {
        const price = row.fixedPrice && row.price !== null ? row.price : product.price;
        const paid = unitPrice(product, row);
        const shown = formatPrice(paid, locale);
        return paid < price
          ? `${shown}\n${sheetLabel(locale, 'insteadOf', { price: formatPrice(price, locale) })}`
          : shown;
      },
    });
  }
  return {
    columns: columns.map((column) => column.header),
    rightAligned: columns.flatMap((column, index) => (column.right ? [index] : [])),
    rows: rows.map((row) => columns.map((column) => column.cell(row))),
  };
}

/** The PDF technical sheet of a product, or of one of its declinations, in the request's language. */
export async function generateProductSheet(
  ctx: RequestContext,
  options: SheetOptions,
  productId: number,
  declinationId: number | null,
): Promise<{ filename: string; pdf: Buffer }> {
  const [product, declinations, logos, parameterRows] = await Promise.all([
    repository.findPublishedProduct(ctx, productId),
    repository.findDeclinations(ctx, productId, declinationId),
    repository.findLogos(ctx),
    repository.findSheetParameters(ctx),
  ]);
  if (!product) throw notFound('Product', productId);
  if (declinationId !== null && declinations.length === 0) throw notFound('Declination', declinationId);
  const locale = ctx.locale;
  const parameters: Record<string, string | null> = Object.fromEntries(
    parameterRows.map((row) => [row.type, (locale === 'en' ? row.translations.en : undefined) ?? row.value]),
  );
  const logo = LOGO_PREFERENCE.map((type) => logos.find((row) => row.type === type)).find(Boolean);
  const chosen = declinationId === null ? null : (declinations[0] ?? null);
  const photo = chosen?.image?.file ?? product.images[0]?.file ?? null;
  const [logoImage, productImage, values] = await Promise.all([
    logo ? printImage(ctx, options, logo.filename, 'logo') : null,
    photo ? printImage(ctx, options, photo, 'photo') : null,
    repository.findVariationValues(
      ctx,
      declinations.flatMap((row) => row.variationValueIds),
    ),
  ]);
  const valueText = new Map(values.map((value) => [value.id, pickLocale(value.value, locale)]));
  const multiples = new Set(declinations.map((row) => row.sellByMultipleOf ?? product.sellByMultipleOf));
  const multiple = multiples.size === 1 ? [...multiples][0]! : product.sellByMultipleOf;
  const name = pickLocale(product.name, locale);
  const accent = /^#[0-9a-f]{6}/i.exec(parameters.PRIMARY_COLOR ?? '')?.[0] ?? '#333333';
  const subtitle = chosen
    ? declinationLabel(chosen, valueText, locale)
    : pickLocale(product.wine?.appellation ?? null, locale);
  const now = new Date();
  const sheet: ProductSheet = {
    locale,
    accent,
    company: { name: parameters.COMPANY_NAME ?? '', lines: companyLines(parameters, locale) },
    logo: logoImage,
    image: productImage,
    title: name,
    subtitle: subtitle || null,
    summary: pickLocale(product.summary, locale),
    description: paragraphs(pickLocale(product.description, locale)),
    features: product.features.map((feature) => [pickLocale(feature.label, locale), pickLocale(feature.value, locale)]),
    wine: wineRows(product, locale),
    declinations: declinationTable(product, declinations, valueText, locale, parameters.HIDE_PRODUCT_PRICES === 'true'),
    notes: multiple > 1 ? [sheetLabel(locale, 'sellByMultipleOf', { count: multiple })] : [],
    alcoholWarning: product.kind === 'WINE' ? sheetLabel(locale, 'alcoholWarning') : null,
    generatedOn: sheetDate(now),
    generatedAt: now,
  };
  const slug = slugify(pickLocale(product.slug, locale)) || `product-${product.id}`;
  return { filename: `${slug}.pdf`, pdf: await renderProductSheet(sheet) };
}
