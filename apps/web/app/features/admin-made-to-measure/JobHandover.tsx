import { Form, useNavigation } from 'react-router';
import type { MadeToMeasureJob } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel, ConfirmButton, primaryButton } from '../admin/ConfirmButton.tsx';
import { displayDate, displayDateTime } from '../orders/order-dates.ts';
import { OrderAddressLines } from '../orders/OrderDelivery.tsx';
import { JobCard } from './JobCard.tsx';
import { errorsOf, type JobActionResult } from './job-form.ts';

/** Why the job cannot be closed yet: a pickup without its slot, a delivery without its day. */
function closeBlocker(job: MadeToMeasureJob): 'needsSlot' | 'needsDate' | null {
  if (job.handover.type === 'PICKUP' && !job.handover.pickup) return 'needsSlot';
  if (job.handover.type === 'DELIVERY' && !job.handover.deliveryDate) return 'needsDate';
  return null;
}

/**
 * The hand-over (issue 19 item 5): the pickup slot the customer booked in the Click & Collect calendar, or the
 * delivery day the workshop sets; then the close, once the slot or the day is known.
 */
export function JobHandover({ job, result }: { job: MadeToMeasureJob; result: JobActionResult | undefined }) {
  const { t } = useAdminTranslation('admin-made-to-measure');
  const navigation = useNavigation();
  const { handover } = job;
  const canArrange = job.actions.includes('ARRANGE_HANDOVER') && handover.type === 'DELIVERY';
  const canClose = job.actions.includes('CLOSE');
  if (!canArrange && !canClose && !handover.pickup && !handover.deliveryDate && !handover.handedOverAt) return null;
  const errors = errorsOf(result, 'delivery');
  const blocker = closeBlocker(job);
  return (
    <JobCard id="job-handover-title" title={t('delivery.title')}>
      {handover.type === 'PICKUP' ? (
        <p>
          {handover.pickup
            ? t('delivery.pickup', {
                date: displayDate(handover.pickup.date),
                hours: handover.pickup.hours,
                address: handover.pickup.address,
              })
            : t('delivery.noSlot')}
        </p>
      ) : (
        <div className="space-y-1">
          {handover.deliveryAddress && (
            <div>
              <p className="font-semibold">{t('delivery.deliveryTo')}</p>
              <OrderAddressLines address={handover.deliveryAddress} />
            </div>
          )}
          <p>
            {handover.deliveryDate
              ? t('delivery.deliveryDate', { date: displayDate(handover.deliveryDate) })
              : t('delivery.noDate')}
          </p>
          {handover.deliveryNote && <p className="whitespace-pre-line">{handover.deliveryNote}</p>}
        </div>
      )}
      {handover.handedOverAt && <p>{t('delivery.handedOver', { date: displayDateTime(handover.handedOverAt) })}</p>}
      {canArrange && (
        <Form method="post" className="grid gap-3 sm:grid-cols-2" key={handover.deliveryDate ?? 'delivery'}>
          <input type="hidden" name="intent" value="delivery" />
          <div>
            <label htmlFor="delivery-date" className={adminLabel}>
              {t('delivery.date')}
            </label>
            <input
              id="delivery-date"
              name="date"
              type="date"
              required
              defaultValue={handover.deliveryDate ?? ''}
              className={adminInput}
              aria-invalid={errors['date'] ? true : undefined}
              aria-describedby={errors['date'] ? 'delivery-date-error' : undefined}
            />
            {errors['date'] && (
              <p id="delivery-date-error" className="mt-1 text-sm text-red-800">
                {errors['date']}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="delivery-note" className={adminLabel}>
              {t('delivery.note')}
            </label>
            <input
              id="delivery-note"
              name="note"
              maxLength={2000}
              defaultValue={handover.deliveryNote ?? ''}
              className={adminInput}
            />
          </div>
          <div className="sm:col-span-2">
            <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
              {t('delivery.save')}
            </button>
          </div>
        </Form>
      )}
      {canClose && (
        <div className="space-y-2">
          <Form id="job-close" method="post">
            <input type="hidden" name="intent" value="close" />
          </Form>
          {blocker ? (
            <>
              <button type="button" className={primaryButton} disabled aria-describedby="job-close-blocker">
                {t('close.button')}
              </button>
              <p id="job-close-blocker" className="text-sm text-stone-700">
                {t(`close.${blocker}`)}
              </p>
            </>
          ) : (
            <ConfirmButton
              form="job-close"
              className={primaryButton}
              question={t('close.question')}
              confirmLabel={t('close.confirm')}
            >
              {t('close.button')}
            </ConfirmButton>
          )}
        </div>
      )}
    </JobCard>
  );
}
