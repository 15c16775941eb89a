import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type {
  MadeToMeasureJob,
  MadeToMeasureRequestInput,
  MadeToMeasureRequested,
  QuoteInput,
} from '@atelier/contract';
import { addCalendarDays, parisDay } from '@atelier/domain';
import { declinations, mailOutbox, products } from '../../db/schema/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer, expectOk, freshIp, type Customer } from '../order-history/order-history.factory.ts';

/**
 * Test factories of the made-to-measure tests: requests sent as the storefront sends them (multipart), fabrics
 * inserted directly (the catalogue's back-office makes them in real life), quotes issued through the back-office.
 */

export const inDays = (days: number) => addCalendarDays(parisDay(new Date()), days);

export const baseRequest = (over: Partial<MadeToMeasureRequestInput> = {}): MadeToMeasureRequestInput => ({
  pieceKind: 'ARMCHAIR',
  description: 'Bergère Louis XV à refaire entièrement',
  dimensions: { width: 70, depth: 65, height: 95 },
  condition: 'WORN',
  fabric: { type: 'UNDECIDED' },
  wishedDate: inDays(30),
  handover: 'PICKUP',
  message: 'Les ressorts sont fatigués.',
  ...over,
});

export const guest = { firstname: 'Paul', lastname: 'Girard', email: 'paul.girard@example.com' };

export interface Photo {
  content: Buffer;
  name: string;
  type?: string;
}

/** `POST /quote-request` as the storefront sends it: multipart, the request in JSON under `request`. */
export function sendRequest(
  t: TestApp,
  request: unknown,
  options: { photos?: Photo[]; who?: Customer | null; site?: number; lang?: 'fr_FR' | 'en' } = {},
): Promise<LightMyRequestResponse> {
  const form = new FormData();
  form.set('request', typeof request === 'string' ? request : JSON.stringify(request));
  for (const photo of options.photos ?? []) {
    form.append('images', new Blob([photo.content], { type: photo.type ?? 'image/png' }), photo.name);
  }
  return t.call({
    method: 'POST',
    url: '/api/quote-request',
    site: options.site ?? 1,
    lang: options.lang ?? 'fr_FR',
    payload: form,
    headers: { 'x-forwarded-for': freshIp(), ...bearer(options.who ?? null) },
  });
}

/** A request of a logged customer (NEW at once). */
export async function requested(
  t: TestApp,
  who: Customer,
  over: Partial<MadeToMeasureRequestInput> = {},
  site = 1,
): Promise<MadeToMeasureRequested> {
  return expectOk<MadeToMeasureRequested>(await sendRequest(t, baseRequest(over), { who, site }));
}

export async function pngPhoto(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#a03020' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'GPS 46.6 -1.4' } } })
    .toBuffer();
}

/** A published fabric sold by the metre on `site`: one declination priced `price` cents a metre. */
export async function createFabric(t: TestApp, site = 1, price = 4200) {
  const db = t.database.db;
  const [product] = await db
    .insert(products)
    .values({
      siteId: site,
      kind: 'OTHER',
      name: { fr_FR: 'Velours côtelé', en: 'Corduroy velvet' },
      slug: { fr_FR: `velours-${Date.now()}`, en: `velvet-${Date.now()}` },
      price,
      soldByMetre: true,
    })
    .returning();
  const [declination] = await db.insert(declinations).values({ siteId: site, productId: product!.id }).returning();
  return { productId: product!.id, declinationId: declination!.id };
}

/** The job as the back-office reads it. */
export async function adminView(t: TestApp, admin: Customer, id: number, site = 1): Promise<MadeToMeasureJob> {
  return expectOk<MadeToMeasureJob>(
    await t.call({ method: 'GET', url: `/api/admin/quote-request/${id}`, site, headers: bearer(admin) }),
  );
}

export const quoteInput = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  lines: [
    { kind: 'LABOUR', label: 'Dégarnissage et garnissage traditionnel', quantity: 12, unit: 'h', unitPrice: 4500 },
    { kind: 'FABRIC', label: 'Velours côtelé', quantity: 3.5, unit: 'm', unitPrice: 4200 },
  ],
  vatRate: 2000,
  depositPercent: 30,
  leadTimeWeeks: 6,
  validUntil: inDays(30),
  note: 'Piètement conservé.',
  ...over,
});

export function issueQuote(t: TestApp, admin: Customer, id: number, over: Partial<QuoteInput> = {}, site = 1) {
  return t.call({
    method: 'POST',
    url: `/api/admin/quote-request/${id}/quote`,
    site,
    headers: bearer(admin),
    payload: quoteInput(over),
  });
}

/** The last mail sent to `to` on `site`. */
export async function lastMailTo(t: TestApp, to: string, site = 1) {
  const [row] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.siteId, site), eq(mailOutbox.to, to)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}
