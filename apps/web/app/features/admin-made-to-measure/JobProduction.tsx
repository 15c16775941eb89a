import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { MadeToMeasureJob } from '@atelier/contract';
import { MADE_TO_MEASURE_MAX_PHOTOS } from '@atelier/domain';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel, primaryButton } from '../admin/ConfirmButton.tsx';
import { displayDateTime } from '../orders/order-dates.ts';
import { JobCard, JobPhoto } from './JobCard.tsx';
import { doneBy, errorsOf, type JobActionResult } from './job-form.ts';

/** The photos chosen, as previews (their object URLs dropped when the choice changes). */
function usePreviews(files: File[]) {
  const [previews, setPreviews] = useState<{ name: string; url: string }[]>([]);
  useEffect(() => {
    const next = files.map((file) => ({ name: file.name, url: URL.createObjectURL(file) }));
    setPreviews(next);
    return () => next.forEach((preview) => URL.revokeObjectURL(preview.url));
  }, [files]);
  return previews;
}

/**
 * Posting a production stage from the workshop's phone (issue 19 item 4): the stage, a note and photos taken at
 * once (the file input lets a phone open its camera), multipart to `POST …/stage`.
 */
function StageForm({ job, result }: { job: MadeToMeasureJob; result: JobActionResult | undefined }) {
  const { t } = useAdminTranslation('admin-made-to-measure');
  const navigation = useNavigation();
  const errors = errorsOf(result, 'stage');
  const [files, setFiles] = useState<File[]>([]);
  const previews = usePreviews(files);
  const reached = new Set(job.stageUpdates.map((update) => update.idStage));
  // The next stage not reached yet is the one usually posted.
  const nextStage = job.stages.find((stage) => !reached.has(stage.id)) ?? job.stages.at(-1);
  const photoError = errors['images'] ?? errors['stage'];
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-3"
      key={doneBy(result, 'stage') ? job.stageUpdates.length : 'stage'}
      data-testid="stage-form"
    >
      <h3 className="font-semibold">{t('production.post')}</h3>
      <input type="hidden" name="intent" value="stage" />
      <div>
        <label htmlFor="stage-id" className={adminLabel}>
          {t('production.stage')}
        </label>
        <select
          id="stage-id"
          name="idStage"
          defaultValue={nextStage?.id}
          className={adminInput}
          aria-invalid={errors['idStage'] ? true : undefined}
          aria-describedby={errors['idStage'] ? 'stage-id-error' : undefined}
        >
          {job.stages.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stage.name}
            </option>
          ))}
        </select>
        {errors['idStage'] && (
          <p id="stage-id-error" className="mt-1 text-sm text-red-800">
            {errors['idStage']}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="stage-note" className={adminLabel}>
          {t('production.note')}
        </label>
        <textarea id="stage-note" name="note" rows={2} maxLength={5000} className={adminInput} />
      </div>
      <div>
        <label htmlFor="stage-photos" className={adminLabel}>
          {t('production.photos')}
        </label>
        <input
          id="stage-photos"
          name="images"
          type="file"
          accept="image/*"
          multiple
          className={`${adminInput} file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-stone-200 file:px-3`}
          onChange={(event) => setFiles([...(event.target.files ?? [])].slice(0, MADE_TO_MEASURE_MAX_PHOTOS))}
          aria-invalid={photoError ? true : undefined}
          aria-describedby={`stage-photos-help${photoError ? ' stage-photos-error' : ''}`}
        />
        <p id="stage-photos-help" className="mt-1 text-sm text-stone-700">
          {t('production.photosHelp')}
        </p>
        {photoError && (
          <p id="stage-photos-error" className="mt-1 text-sm text-red-800">
            {photoError}
          </p>
        )}
      </div>
      {previews.length > 0 && (
        <div>
          <p className="text-sm" aria-live="polite">
            {t('production.selected', { count: previews.length })}
          </p>
          <ul className="mt-1 grid grid-cols-4 gap-2 sm:grid-cols-6">
            {previews.map((preview) => (
              <li key={preview.url}>
                <img
                  src={preview.url}
                  alt={t('production.previewAlt', { name: preview.name })}
                  className="aspect-square w-full rounded-md object-cover ring-1 ring-stone-300"
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
        {t('production.submit')}
      </button>
    </Form>
  );
}

/** The production (issue 19 item 4): the stage form while the job is in production, and the timeline with photos. */
export function JobProduction({ job, result }: { job: MadeToMeasureJob; result: JobActionResult | undefined }) {
  const { t } = useAdminTranslation('admin-made-to-measure');
  const canPost = job.actions.includes('POST_STAGE');
  if (!canPost && job.stageUpdates.length === 0) return null;
  return (
    <JobCard id="job-production-title" title={t('production.title')}>
      {canPost && <StageForm job={job} result={result} />}
      {!job.stageMails && <p className="text-sm text-stone-700">{t('production.mailsOff')}</p>}
      <div className="space-y-2">
        <h3 className="font-semibold">{t('production.timeline')}</h3>
        {job.stageUpdates.length === 0 ? (
          <p className="text-stone-700">{t('production.empty')}</p>
        ) : (
          <ol className="space-y-4 border-l-2 border-stone-300 pl-4" data-testid="job-timeline">
            {job.stageUpdates.map((update) => (
              <li key={update.id} className="space-y-2">
                <p>
                  <span className="font-semibold">{update.stage}</span>{' '}
                  <span className="text-sm text-stone-700">{displayDateTime(update.createdAt)}</span>
                </p>
                {update.note && <p className="whitespace-pre-line">{update.note}</p>}
                {update.photos.length > 0 && (
                  <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                    {update.photos.map((photo, index) => (
                      <li key={photo.id}>
                        <JobPhoto
                          {...photo}
                          alt={t('production.photoAlt', { number: index + 1, stage: update.stage })}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </JobCard>
  );
}
