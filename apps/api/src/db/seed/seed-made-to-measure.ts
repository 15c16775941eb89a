import { and, asc, eq, sql } from 'drizzle-orm';
import type { LocalizedText } from '@atelier/contract';
import {
  depositPercentOf,
  formatMadeToMeasureReference,
  formatQuoteNumber,
  quoteAmounts,
  type QuoteLineInput,
} from '@atelier/domain';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import type { StoredQuoteLine } from '../schema/index.ts';
import { privateFileKey, type FileStore } from '../../storage/file-store.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { invoiceYear } from './demo-orders.ts';
import { drawDemoPhotos, type DemoPhoto, type DrawnPhoto } from './made-to-measure-photos.ts';

const text = (fr_FR: string, en: string): LocalizedText => ({ fr_FR, en });

/**
 * The production stages of each sample site, in order (issue 19 item 4, decision 015): the upholsterer's trade for
 * the workshop; the winemaker's short list for its engraved bottles and boxes made to order.
 */
export const PRODUCTION_STAGES: Record<number, LocalizedText[]> = {
  1: [
    text('Reçu à l’atelier', 'Received at the workshop'),
    text('Dégarnissage', 'Stripping'),
    text('Sanglage et ressorts', 'Webbing and springs'),
    text('Garnissage', 'Stuffing'),
    text('Couverture', 'Covering'),
    text('Finitions', 'Finishing'),
    text('Prêt', 'Ready'),
  ],
  2: [text('Commande reçue', 'Order received'), text('Gravure', 'Engraving'), text('Prêt', 'Ready')],
};

/** Writes the site's production stages when it has none yet; returns whether it wrote them. */
export async function seedProductionStages(db: Db, siteId: number, stages = PRODUCTION_STAGES[siteId]) {
  if (!stages) return false;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.productionStages)
    .where(eq(t.productionStages.siteId, siteId));
  if (Number(existing?.n) > 0) return false;
  await db.insert(t.productionStages).values(stages.map((name, position) => ({ siteId, name, position })));
  return true;
}

const DAY = 86_400_000;
const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The next value of one of the site's numbered series (`made-to-measure-2026`, `quote-2026`, `invoice-2026`). */
async function nextInSeries(db: Db, siteId: number, name: string): Promise<number> {
  const [counter] = await db
    .insert(t.siteCounters)
    .values({ siteId, name, value: 1 })
    .onConflictDoUpdate({
      target: [t.siteCounters.siteId, t.siteCounters.name],
      set: { value: sql`${t.siteCounters.value} + 1` },
    })
    .returning({ value: t.siteCounters.value });
  return counter!.value;
}

interface QuoteLineSeed extends QuoteLineInput {
  label: string;
  unit: string;
}

/** The lines of a quote with their totals, and its amounts, as the API freezes them (`quoteAmounts`). */
function pricedQuote(lines: QuoteLineSeed[], vatRate: number, depositPercent: number) {
  const amounts = quoteAmounts(lines, vatRate, depositPercent);
  const stored: StoredQuoteLine[] = lines.map((line, index) => ({
    kind: line.kind,
    label: line.label,
    quantity: line.quantity,
    unit: line.unit,
    unitPrice: line.unitPrice,
    total: amounts.lineTotals[index]!,
  }));
  return { stored, amounts };
}

/** A price per metre including VAT (the shop's) as the quote's unit price excluding VAT, to the cent. */
const exclVat = (cents: number, vatRate: number) => Math.round((cents * 10_000) / (10_000 + vatRate));

type PhotoFile = { file: string; jpeg: Buffer };

/**
 * Two made-to-measure jobs of the demo customer (issue 19 item 7), written with the demo accounts into the embedded
 * database only, so that the customer's timeline and the back-office's inbox are not empty: a Louis XV bergère to
 * re-upholster, QUOTED (two photos, a quote sent and valid 30 days), and a three-seat sofa made to measure,
 * IN_PRODUCTION (its quote accepted, its deposit paid and invoiced, three stages posted with photos). Numbers come
 * from the site's series as the API takes them. Skipped when the demo customer already has a job.
 */
export async function seedDemoMadeToMeasure(
  db: Db,
  files: FileStore,
  siteIds: readonly number[],
  now = new Date(),
): Promise<number> {
  let written = 0;
  for (const siteId of siteIds) {
    const customer = DEMO_ACCOUNTS.find((account) => account.siteId === siteId && account.role === 'CUSTOMER');
    // The demo jobs are the workshop's trade: site 1's customer only.
    if (!customer || siteId !== 1) continue;
    const drawn = await drawDemoPhotos();
    const photoFiles: PhotoFile[] = [];
    const count = await db.transaction(async (tx) =>
      seedSite(tx as unknown as Db, siteId, customer.email, now, drawn, photoFiles),
    );
    // The rows are committed: their files go where the API reads the jobs' private photos (disk or bucket).
    for (const photo of photoFiles) {
      await files.put(privateFileKey(siteId, photo.file), photo.jpeg, { contentType: 'image/jpeg' });
    }
    written += count;
  }
  return written;
}

async function seedSite(
  db: Db,
  siteId: number,
  email: string,
  now: Date,
  drawn: Map<DemoPhoto, DrawnPhoto>,
  files: PhotoFile[],
): Promise<number> {
  const [user] = await db
    .select({ id: t.users.id, firstname: t.users.firstname, lastname: t.users.lastname, phone: t.users.phone })
    .from(t.users)
    .where(and(eq(t.users.siteId, siteId), eq(t.users.email, email)));
  if (!user) return 0;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.madeToMeasureJobs)
    .where(and(eq(t.madeToMeasureJobs.siteId, siteId), eq(t.madeToMeasureJobs.userId, user.id)));
  if (Number(existing?.n) > 0) return 0;
  const stages = await db
    .select({ id: t.productionStages.id })
    .from(t.productionStages)
    .where(eq(t.productionStages.siteId, siteId))
    .orderBy(asc(t.productionStages.position));
  if (stages.length < 3) return 0;
  const [conditions] = await db
    .select({ value: t.siteParameters.value })
    .from(t.siteParameters)
    .where(and(eq(t.siteParameters.siteId, siteId), eq(t.siteParameters.type, 'BALANCE_PAYMENT_CONDITIONS')));
  const depositPercent = depositPercentOf(conditions?.value);
  const vatRate = 2000;

  /** A fabric of the shop sold by the metre, by its French name, in the colour given: what the request keeps. */
  async function fabric(name: string, colour: number) {
    const rows = await db
      .select({
        id: t.declinations.id,
        name: t.products.name,
        price: t.products.price,
        declPrice: t.declinations.price,
      })
      .from(t.declinations)
      .innerJoin(
        t.products,
        and(eq(t.products.siteId, t.declinations.siteId), eq(t.products.id, t.declinations.productId)),
      )
      .where(
        and(
          eq(t.declinations.siteId, siteId),
          eq(t.products.soldByMetre, true),
          sql`${t.products.name}->>'fr_FR' = ${name}`,
        ),
      )
      .orderBy(asc(t.declinations.position), asc(t.declinations.id));
    return rows[colour] ?? null;
  }

  async function insertJob(values: Omit<typeof t.madeToMeasureJobs.$inferInsert, 'siteId' | 'reference'>) {
    const created = values.createdAt as Date;
    const year = invoiceYear(created);
    const reference = formatMadeToMeasureReference(year, await nextInSeries(db, siteId, `made-to-measure-${year}`));
    const [row] = await db
      .insert(t.madeToMeasureJobs)
      .values({ ...values, siteId, reference })
      .returning({ id: t.madeToMeasureJobs.id });
    return row!.id;
  }

  async function insertPhotos(jobId: number, names: DemoPhoto[], stageUpdateId: number | null, at: Date) {
    await db.insert(t.madeToMeasurePhotos).values(
      names.map((name, position) => {
        const photo = drawn.get(name)!;
        const file = `made-to-measure/${jobId}/${stageUpdateId === null ? 'request' : `stage-${stageUpdateId}`}-${position + 1}-${name}.jpg`;
        files.push({ file, jpeg: photo.jpeg });
        return {
          siteId,
          jobId,
          stageUpdateId,
          file,
          width: photo.width,
          height: photo.height,
          position,
          createdAt: at,
        };
      }),
    );
  }

  async function insertQuote(
    jobId: number,
    issuedAt: Date,
    lines: QuoteLineSeed[],
    extra: Partial<typeof t.madeToMeasureQuotes.$inferInsert>,
  ) {
    const { stored, amounts } = pricedQuote(lines, vatRate, depositPercent);
    const year = invoiceYear(issuedAt);
    const number = formatQuoteNumber(year, await nextInSeries(db, siteId, `quote-${year}`));
    const [row] = await db
      .insert(t.madeToMeasureQuotes)
      .values({
        siteId,
        jobId,
        number,
        lines: stored,
        vatRate,
        totalExclVat: amounts.totalExclVat,
        vat: amounts.vat,
        total: amounts.total,
        depositPercent,
        deposit: amounts.deposit,
        balance: amounts.balance,
        leadTimeWeeks: 6,
        validUntil: isoDay(new Date(now.getTime() + 30 * DAY)),
        issuedAt,
        issuedBy: adminId,
        ...extra,
      })
      .returning({ id: t.madeToMeasureQuotes.id, deposit: t.madeToMeasureQuotes.deposit });
    return row!;
  }

  const person = {
    email,
    firstname: user.firstname,
    lastname: user.lastname,
    phone: user.phone ?? '',
    locale: 'fr_FR',
  };
  const admin = DEMO_ACCOUNTS.find((account) => account.siteId === siteId && account.role === 'ADMIN');
  const [adminRow] = admin
    ? await db
        .select({ id: t.users.id })
        .from(t.users)
        .where(and(eq(t.users.siteId, siteId), eq(t.users.email, admin.email)))
    : [];
  const adminId = adminRow?.id ?? null;

  // ── 1. A Louis XV bergère to re-upholster: the quote is sent, waiting for the customer ──
  const velvet = await fabric('Velours côtelé au mètre', 0);
  const bergereAt = new Date(now.getTime() - 6 * DAY);
  const bergereQuotedAt = new Date(now.getTime() - 2 * DAY);
  const bergere = await insertJob({
    ...person,
    userId: user.id,
    status: 'QUOTED',
    pieceKind: 'ARMCHAIR',
    description: 'Bergère Louis XV de ma grand-mère, à regarnir entièrement (garniture traditionnelle si possible).',
    dimensions: { width: 68, depth: 62, height: 96 },
    condition: 'WORN',
    fabricType: velvet ? 'SHOP' : 'UNDECIDED',
    fabricDeclinationId: velvet?.id ?? null,
    fabricLabel: velvet ? text('Velours côtelé au mètre · Prune', 'Corduroy velvet by the metre · Plum') : null,
    fabricPricePerMetre: velvet ? (velvet.declPrice ?? velvet.price) : null,
    wishedDate: isoDay(new Date(now.getTime() + 75 * DAY)),
    handoverType: 'PICKUP',
    message:
      'Le tissu est usé jusqu’à la trame sur l’assise et un ressort se fait sentir. Je peux la déposer un samedi.',
    createdAt: bergereAt,
    updatedAt: bergereQuotedAt,
  });
  await insertPhotos(bergere, ['bergere-front', 'bergere-seat'], null, bergereAt);
  const velvetPrice = exclVat(velvet ? (velvet.declPrice ?? velvet.price) : 5900, vatRate);
  await insertQuote(
    bergere,
    bergereQuotedAt,
    [
      {
        kind: 'LABOUR',
        label: 'Dégarnissage, sanglage, ressorts guindés, garniture au crin et couverture',
        quantity: 14,
        unit: 'h',
        unitPrice: 4500,
      },
      { kind: 'FABRIC', label: 'Velours côtelé Prune, laize 140 cm', quantity: 3.5, unit: 'm', unitPrice: velvetPrice },
      {
        kind: 'SUPPLIES',
        label: 'Crin animal, toile de jute, sangles, ouate, toile blanche et galon',
        quantity: 1,
        unit: '',
        unitPrice: 8500,
      },
    ],
    {
      status: 'SENT',
      note: 'Le bois sera vérifié au dégarnissage ; un recollage éventuel est compris.',
    },
  );

  // ── 2. A three-seat sofa made to measure: accepted, deposit paid, in production ──
  const boucle = await fabric('Bouclette de laine au mètre', 0);
  const sofaAt = new Date(now.getTime() - 30 * DAY);
  const sofaQuotedAt = new Date(now.getTime() - 27 * DAY);
  const acceptedAt = new Date(now.getTime() - 24 * DAY);
  const paidAt = new Date(acceptedAt.getTime() + 20 * 60_000);
  const sofa = await insertJob({
    ...person,
    userId: user.id,
    status: 'IN_PRODUCTION',
    pieceKind: 'SOFA',
    description: 'Canapé trois places sur mesure, dossier droit, accoudoirs fins, pieds en chêne.',
    dimensions: { width: 210, depth: 90, height: 85 },
    condition: 'NEW_MAKE',
    fabricType: boucle ? 'SHOP' : 'UNDECIDED',
    fabricDeclinationId: boucle?.id ?? null,
    fabricLabel: boucle ? text('Bouclette de laine au mètre · Écru', 'Wool bouclé by the metre · Ivory') : null,
    fabricPricePerMetre: boucle ? (boucle.declPrice ?? boucle.price) : null,
    wishedDate: isoDay(new Date(now.getTime() + 21 * DAY)),
    handoverType: 'DELIVERY',
    deliveryAddress: {
      firstname: user.firstname,
      lastname: user.lastname,
      company: null,
      address: '12 rue des Halles',
      addressPart2: null,
      postalCode: '85000',
      city: 'La Roche-sur-Yon',
      countryAlpha2: 'FR',
    },
    message: 'Il doit passer sous une fenêtre de 215 cm : assise à 44 cm de haut, s’il vous plaît.',
    createdAt: sofaAt,
    updatedAt: now,
  });
  const boucleePrice = exclVat(boucle ? (boucle.declPrice ?? boucle.price) : 8900, vatRate);
  const sofaQuote = await insertQuote(
    sofa,
    sofaQuotedAt,
    [
      {
        kind: 'LABOUR',
        label: 'Carcasse, sanglage, ressorts, garnissage et couverture',
        quantity: 38,
        unit: 'h',
        unitPrice: 4500,
      },
      {
        kind: 'FABRIC',
        label: 'Bouclette de laine Écru, laize 135 cm',
        quantity: 9,
        unit: 'm',
        unitPrice: boucleePrice,
      },
      {
        kind: 'SUPPLIES',
        label: 'Carcasse en hêtre massif, ressorts ensachés, mousse HR 35 kg, ouate, pieds en chêne',
        quantity: 1,
        unit: '',
        unitPrice: 42000,
      },
      {
        kind: 'OPTION',
        label: 'Livraison et installation à domicile (Vendée)',
        quantity: 1,
        unit: '',
        unitPrice: 9000,
      },
    ],
    {
      status: 'ACCEPTED',
      validUntil: isoDay(new Date(sofaQuotedAt.getTime() + 30 * DAY)),
      acceptedName: `${user.firstname} ${user.lastname}`,
      acceptedAt,
      acceptedIp: '192.0.2.15',
      acceptedUserAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) (démo)',
    },
  );
  // The deposit's invoice takes the next number of the site's one invoice series (French law), as the API does.
  const invoiceYearOfDeposit = invoiceYear(paidAt);
  const invoiceRank = await nextInSeries(db, siteId, `invoice-${invoiceYearOfDeposit}`);
  await db.insert(t.madeToMeasurePayments).values({
    siteId,
    jobId: sofa,
    quoteId: sofaQuote.id,
    kind: 'DEPOSIT',
    provider: 'SANDBOX',
    providerRef: `demo-${siteId}-${sofa}-deposit`,
    status: 'PAID',
    amount: sofaQuote.deposit,
    detail: { demo: true },
    paidAt,
    // 'F2026-000001', the format of modules/payments/invoice-number.ts (the seed uses no module).
    invoiceNumber: `F${invoiceYearOfDeposit}-${String(invoiceRank).padStart(6, '0')}`,
    createdAt: acceptedAt,
    updatedAt: paidAt,
  });
  const posts: { days: number; note: string; photos: DemoPhoto[] }[] = [
    {
      days: 18,
      note: 'La carcasse en hêtre est arrivée de chez le menuisier : 210 cm de large, assise prévue à 44 cm comme convenu.',
      photos: ['sofa-frame'],
    },
    {
      days: 12,
      note: 'Rien à dégarnir sur une carcasse neuve : ponçage, contrôle des assemblages, chevilles et équerres collées.',
      photos: ['frame-joint'],
    },
    {
      days: 3,
      note: 'Sangles de jute tendues et croisées, ressorts cousus sur l’assise et guindés. Le garnissage commence lundi.',
      photos: ['webbing', 'springs'],
    },
  ];
  for (const [index, post] of posts.entries()) {
    const at = new Date(now.getTime() - post.days * DAY);
    const [update] = await db
      .insert(t.madeToMeasureStageUpdates)
      .values({ siteId, jobId: sofa, stageId: stages[index]!.id, note: post.note, userId: adminId, createdAt: at })
      .returning({ id: t.madeToMeasureStageUpdates.id });
    await insertPhotos(sofa, post.photos, update!.id, at);
  }
  return 2;
}
