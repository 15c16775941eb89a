import { Form } from 'react-router';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel, ConfirmButton, dangerButton } from '../admin/ConfirmButton.tsx';
import { JobCard } from './JobCard.tsx';
import { errorsOf, type JobActionResult } from './job-form.ts';

/** Closing a request that will not go on (before any acceptance), with the reason mailed to the customer. */
export function JobCancel({ result }: { result: JobActionResult | undefined }) {
  const { t } = useAdminTranslation('admin-made-to-measure');
  const error = errorsOf(result, 'cancel')['reason'];
  return (
    <JobCard id="job-cancel-title" title={t('cancel.title')}>
      <Form id="job-cancel" method="post" className="space-y-2">
        <input type="hidden" name="intent" value="cancel" />
        <label htmlFor="job-cancel-reason" className={adminLabel}>
          {t('cancel.reason')}
        </label>
        <textarea
          id="job-cancel-reason"
          name="reason"
          rows={2}
          required
          maxLength={2000}
          className={adminInput}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'job-cancel-reason-error' : undefined}
        />
        {error && (
          <p id="job-cancel-reason-error" className="text-sm text-red-800">
            {error}
          </p>
        )}
      </Form>
      <ConfirmButton
        form="job-cancel"
        className={dangerButton}
        question={t('cancel.question')}
        confirmLabel={t('cancel.confirm')}
      >
        {t('cancel.button')}
      </ConfirmButton>
    </JobCard>
  );
}
