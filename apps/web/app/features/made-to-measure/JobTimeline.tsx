import type { MadeToMeasureJob } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { displayDate } from '../orders/order-dates.ts';
import { JobForm, SubmitButton } from './JobForms.tsx';
import { JobPhotos } from './JobPhotos.tsx';

/**
 * The production's timeline: every stage the workshop configured, the reached ones marked with their date, note
 * and photos; and the customer's switch for the mail sent at each stage.
 */
export function JobTimeline({ job, action }: { job: MadeToMeasureJob; action: string }) {
  const { t } = useTranslation('made-to-measure');
  const started = ['IN_PRODUCTION', 'BALANCE_DUE', 'READY', 'CLOSED'].includes(job.status);
  if (!started && job.stageUpdates.length === 0) return null;
  return (
    <section aria-labelledby="mtm-timeline" className="space-y-5">
      <h2 id="mtm-timeline" className="text-2xl font-semibold">
        {t('timeline.title')}
      </h2>
      <ol className="space-y-5 border-l-2 border-black/15 pl-5">
        {job.stages.map((stage) => {
          const updates = job.stageUpdates.filter((update) => update.idStage === stage.id);
          const reached = updates.length > 0;
          return (
            <li key={stage.id} className="relative">
              <span
                aria-hidden="true"
                className={`absolute top-1.5 -left-[1.72rem] size-3.5 rounded-full ${reached ? 'bg-primary' : 'border-2 border-black/30 bg-white'}`}
              />
              <h3 className={`font-semibold ${reached ? '' : 'text-black/70'}`}>{stage.name}</h3>
              {!reached && <p className="text-sm text-black/70">{t('timeline.notReached')}</p>}
              {updates.map((update) => (
                <div key={update.id} className="mt-1 space-y-2">
                  <p className="text-sm">{t('timeline.reached', { date: displayDate(update.createdAt) })}</p>
                  {update.note && <p className="whitespace-pre-line">{update.note}</p>}
                  <JobPhotos
                    photos={update.photos}
                    label={(index) =>
                      t('timeline.openPhoto', { index: index + 1, total: update.photos.length, stage: stage.name })
                    }
                  />
                </div>
              ))}
            </li>
          );
        })}
      </ol>
      <JobForm intent="notifications" action={action} className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-3">
          <input
            id="mtm-stage-mails"
            name="stageMails"
            type="checkbox"
            defaultChecked={job.stageMails}
            className="size-5 accent-primary"
          />
          <label htmlFor="mtm-stage-mails">{t('timeline.mails')}</label>
        </div>
        <SubmitButton intent="notifications">{t('timeline.mailsSave')}</SubmitButton>
        <p className="w-full text-sm" role="status">
          {job.stageMails ? t('timeline.mailsOn') : t('timeline.mailsOff')}
        </p>
      </JobForm>
    </section>
  );
}
