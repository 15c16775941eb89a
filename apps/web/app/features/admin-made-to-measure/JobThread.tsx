import { Form, useNavigation } from 'react-router';
import type { MadeToMeasureJob } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel, primaryButton } from '../admin/ConfirmButton.tsx';
import { displayDateTime } from '../orders/order-dates.ts';
import { JobCard } from './JobCard.tsx';
import { doneBy, errorsOf, type JobActionResult } from './job-form.ts';

/** The job's thread (issue 19 item 2): the workshop's questions and the customer's answers, and a question box. */
export function JobThread({ job, result }: { job: MadeToMeasureJob; result: JobActionResult | undefined }) {
  const { t } = useAdminTranslation('admin-made-to-measure');
  const navigation = useNavigation();
  const error = errorsOf(result, 'question')['body'];
  return (
    <JobCard id="job-thread-title" title={t('thread.title')}>
      {job.messages.length === 0 ? (
        <p className="text-stone-700">{t('thread.empty')}</p>
      ) : (
        <ol className="space-y-3" data-testid="job-thread">
          {job.messages.map((message) => (
            <li
              key={message.id}
              className={`rounded-md p-3 ${message.author === 'WORKSHOP' ? 'ml-6 bg-stone-100' : 'mr-6 bg-amber-50'}`}
            >
              <p className="text-sm text-stone-700">
                <span className="font-semibold">{t(`thread.${message.author}`)}</span> ·{' '}
                {displayDateTime(message.createdAt)}
              </p>
              <p className="break-words whitespace-pre-line">{message.body}</p>
            </li>
          ))}
        </ol>
      )}
      {job.actions.includes('ASK') && (
        <Form method="post" className="space-y-2" key={doneBy(result, 'question') ? job.messages.length : 'ask'}>
          <input type="hidden" name="intent" value="question" />
          <label htmlFor="job-question" className={adminLabel}>
            {t('thread.question')}
          </label>
          <textarea
            id="job-question"
            name="body"
            rows={3}
            required
            maxLength={5000}
            className={adminInput}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'job-question-error' : undefined}
          />
          {error && (
            <p id="job-question-error" className="text-sm text-red-800">
              {error}
            </p>
          )}
          <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
            {t('thread.send')}
          </button>
        </Form>
      )}
    </JobCard>
  );
}
