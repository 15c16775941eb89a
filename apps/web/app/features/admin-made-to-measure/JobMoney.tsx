import { Form } from 'react-router';
import type { MadeToMeasureJob } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { ConfirmButton, primaryButton } from '../admin/ConfirmButton.tsx';
import { displayDateTime } from '../orders/order-dates.ts';
import { JobCard } from './JobCard.tsx';

/**
 * The job's money (issue 19 items 3 and 5): the deposit and the balance with their status and invoices, what is
 * still due, and the button that asks the balance once the piece is ready.
 */
export function JobMoney({ job }: { job: MadeToMeasureJob }) {
  const { t, locale } = useAdminTranslation('admin-made-to-measure');
  const money = (cents: number) => formatPrice(cents, locale);
  const canAskBalance = job.actions.includes('ASK_BALANCE');
  if (!job.quote && job.payments.length === 0) return null;
  const balance = job.quote?.balance ?? 0;
  return (
    <JobCard id="job-payments-title" title={t('payments.title')}>
      {job.payments.length === 0 ? (
        <p className="text-stone-700">{t('payments.empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-200" data-testid="job-payments">
          {job.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
              <span>
                <span className="font-semibold">{t(`payments.kind.${payment.kind}`)}</span> · {money(payment.amount)}
              </span>
              <span data-payment-status={payment.status}>
                {t(`payments.status.${payment.status}`)}
                {payment.paidAt ? ` · ${t('payments.paidAt', { date: displayDateTime(payment.paidAt) })}` : ''}
              </span>
              {payment.invoiceUrl && payment.invoiceNumber && (
                <a href={payment.invoiceUrl} className="inline-flex min-h-11 items-center underline" download>
                  {t('payments.invoice', { number: payment.invoiceNumber })}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
      {job.amountDue !== null && <p className="font-semibold">{t('payments.due', { amount: money(job.amountDue) })}</p>}
      {canAskBalance && (
        <>
          <Form id="job-balance" method="post">
            <input type="hidden" name="intent" value="balance" />
          </Form>
          <ConfirmButton
            form="job-balance"
            className={primaryButton}
            question={t('balance.question', { amount: money(balance) })}
            confirmLabel={t('balance.confirm')}
          >
            {t('balance.button', { amount: money(balance) })}
          </ConfirmButton>
        </>
      )}
    </JobCard>
  );
}
