import { and, eq } from 'drizzle-orm';
import type { RequestContext, SiteContext } from '../../context.ts';
import { companyAddresses } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { checkPickupChoice, type PickupChoice } from '../delivery/calendar.service.ts';
import { beaten, findJob, moveJob, moveJobNow, nextStatus, type JobRow } from './production.service.ts';

/**
 * The hand-over of a paid piece (issue 19 item 5, decision 015): a PICKUP job books a slot of the Click & Collect
 * calendar the orders use (same rules: a Click & Collect address of the site, an open day, an active slot, the
 * lead time, a place left; the calendar counts orders and jobs alike); a DELIVERY job gets its day from the
 * workshop; closing records `handed_over_at`.
 */

const missing = (id: number) => new AppError('NOT_FOUND', 'MTM_JOB_NOT_FOUND', { id });

/** A place of the calendar, as a mail names it: « Atelier, 85000 La Roche-sur-Yon ». */
export async function pickupAddressLine(ctx: SiteContext, addressId: number) {
  const [address] = await ctx.db
    .select()
    .from(companyAddresses)
    .where(and(eq(companyAddresses.siteId, ctx.siteId), eq(companyAddresses.id, addressId)));
  if (!address) return '';
  return [address.name, address.address, `${address.postalCode} ${address.city}`].filter(Boolean).join(', ');
}

/**
 * POST /quote-request/{id}/pickup: books (or moves) the job's slot. The slot's row is locked in the transaction
 * (as the order step does) so that an order and a job never take its last place together; a full or closed slot is
 * a 409. Answers the job and the slot.
 */
export async function bookPickup(ctx: RequestContext, jobId: number, choice: PickupChoice) {
  const job = await findJob(ctx, jobId);
  if (!job) throw missing(jobId);
  nextStatus(job, 'ARRANGE_HANDOVER');
  if (job.handoverType !== 'PICKUP') throw new AppError('CONFLICT', 'MTM_NOT_PICKUP');
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    let slot;
    try {
      slot = await checkPickupChoice(tx, choice, { lock: true, exceptJobId: jobId });
    } catch (error) {
      // Taken or closed since the calendar was read: a conflict with the calendar's state, not a malformed call.
      if (error instanceof AppError && error.code === 'PICKUP_SLOT_UNAVAILABLE') {
        throw new AppError('CONFLICT', error.code, error.params);
      }
      throw error;
    }
    const moved = await moveJob(tx, job, 'ARRANGE_HANDOVER', {
      pickupAddressId: choice.idAddress,
      pickupDate: choice.date,
      pickupScheduleId: choice.idSchedule,
    });
    return { job: moved ?? (await beaten(tx, job, 'ARRANGE_HANDOVER')), slot };
  });
}

/** POST /admin/quote-request/{id}/delivery: the workshop sets the delivery's day (a DELIVERY job, READY). */
export function arrangeDelivery(ctx: SiteContext, jobId: number, input: { date: string; note?: string | null }) {
  return moveJobNow(ctx, jobId, 'ARRANGE_HANDOVER', (job) => {
    if (job.handoverType !== 'DELIVERY') throw new AppError('CONFLICT', 'MTM_NOT_DELIVERY');
    return { deliveryDate: input.date, deliveryNote: input.note || null };
  });
}

/** What a job still lacks to be handed over: its slot (PICKUP) or its delivery day (DELIVERY). */
export function handoverMissing(job: JobRow) {
  if (job.handoverType === 'PICKUP' && (!job.pickupDate || job.pickupScheduleId === null)) {
    return 'MTM_PICKUP_NOT_BOOKED' as const;
  }
  if (job.handoverType === 'DELIVERY' && !job.deliveryDate) return 'MTM_DELIVERY_NOT_SET' as const;
  return null;
}

/**
 * POST /admin/quote-request/{id}/close: the piece was handed over (READY → CLOSED, `handed_over_at`); a 409 saying
 * what is missing when its slot is not booked or its delivery day not set.
 */
export function closeJob(ctx: SiteContext, jobId: number, now = new Date()) {
  return moveJobNow(ctx, jobId, 'CLOSE', (job) => {
    const lacking = handoverMissing(job);
    if (lacking) throw new AppError('CONFLICT', lacking);
    return { handedOverAt: now };
  });
}
