import { useState, type FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';
import type { OrderGenericValue, OrderReturnability } from '@atelier/contract';
import { buttonClasses, FormAlert, inputClasses } from '../account/AccountField.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { displayDateTime } from './order-dates.ts';
import {
  LINE_FIELD,
  PHOTO_FIELD,
  quantityField,
  returnFormProblems,
  returnFormValues,
  type PhotoLimits,
  type ReturnFormValues,
} from './return-form.ts';

/** What the route's action answers when the API refused the return: why, per field, and what was chosen. */
export interface ReturnFormAnswer {
  message: string | null;
  errors: Record<string, string>;
  values: ReturnFormValues;
  /** Photos were sent: a browser cannot keep them in the form shown again, they must be added again. */
  photosSent: boolean;
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

const legendClasses = 'mb-3 text-xl font-semibold';

/**
 * Issue 7 item 3: which lines and how many of each (never above what remains), a return or a damage report, the
 * reason, a comment and photos. The browser checks the form first; the API checks it again and names each
 * field's problem in the page's language (the form works without JavaScript: a multipart post to the action).
 */
export function ReturnForm({
  returnability,
  reasons,
  limits,
  answer,
}: {
  returnability: OrderReturnability;
  reasons: OrderGenericValue[];
  limits: PhotoLimits;
  answer: ReturnFormAnswer | undefined;
}) {
  const { t } = useTranslation('orders');
  const busy = useNavigation().state === 'submitting';
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const errors = checked ?? answer?.errors ?? {};
  const chosen = answer?.values;
  const onlyLine = returnability.lines.filter((line) => line.remaining > 0).length === 1;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const photos = form
      .getAll(PHOTO_FIELD)
      .filter((value): value is File => typeof value !== 'string' && value.size > 0);
    const problems = returnFormProblems(returnFormValues(form), photos, returnability, limits);
    const texts = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, t(`check.${problem.code}`, problem.params)]),
    );
    const fields = Object.keys(texts);
    setChecked(fields.length > 0 ? texts : null);
    if (fields.length === 0) return;
    event.preventDefault();
    const first = [...event.currentTarget.elements].find((element) =>
      fields.includes((element as HTMLInputElement).name),
    );
    (first as HTMLElement | undefined)?.focus();
  };

  const describedBy = (field: string) => (errors[field] ? `${field}-error` : undefined);
  return (
    <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit} className="space-y-8">
      <FormAlert message={answer?.message} />
      <fieldset aria-describedby={describedBy(LINE_FIELD)}>
        <legend className={legendClasses}>{t('return.lines')}</legend>
        <FieldError id={`${LINE_FIELD}-error`} text={errors[LINE_FIELD]} />
        <ul className="space-y-4">
          {returnability.lines.map((line) => {
            const quantity = quantityField(line.idOrderLine);
            const previous = chosen?.lines.find((picked) => picked.idOrderLine === line.idOrderLine);
            return (
              <li key={line.idOrderLine} className="rounded-2xl p-4 ring-1 ring-black/15 dark:ring-white/25">
                <div className="flex items-start gap-3">
                  <input
                    id={`line-${line.idOrderLine}`}
                    type="checkbox"
                    name={LINE_FIELD}
                    value={line.idOrderLine}
                    disabled={line.remaining === 0}
                    defaultChecked={previous !== undefined || (onlyLine && line.remaining > 0)}
                    className="mt-1 size-5 shrink-0 accent-primary"
                  />
                  <label htmlFor={`line-${line.idOrderLine}`} className="font-semibold">
                    {line.name}
                    {line.detail && <span className="block font-normal">{line.detail}</span>}
                    <span className="block text-sm font-normal">
                      {line.remaining === 0
                        ? t('return.noneLeft', { quantity: line.quantity })
                        : t('return.bought', { quantity: line.quantity, remaining: line.remaining })}
                    </span>
                  </label>
                </div>
                {line.remaining > 0 && (
                  <div className="mt-3 ml-8 max-w-48">
                    <label htmlFor={quantity} className="mb-1.5 block text-sm font-semibold">
                      {t('return.quantity', { max: line.remaining })}
                    </label>
                    <input
                      id={quantity}
                      name={quantity}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={line.remaining}
                      defaultValue={previous?.quantity ?? 1}
                      className={inputClasses}
                      aria-invalid={errors[quantity] ? true : undefined}
                      aria-describedby={describedBy(quantity)}
                    />
                    <FieldError id={`${quantity}-error`} text={errors[quantity]} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <fieldset aria-describedby={describedBy('kind')}>
        <legend className={legendClasses}>{t('return.kind')}</legend>
        <div className="space-y-3">
          <div className="flex items-start gap-3">
            <input
              id="kind-RETURN"
              type="radio"
              name="kind"
              value="RETURN"
              defaultChecked={chosen?.kind !== 'DAMAGE'}
              className="mt-1 size-5 accent-primary"
            />
            <label htmlFor="kind-RETURN">{t('return.kindReturn')}</label>
          </div>
          <div className="flex items-start gap-3">
            <input
              id="kind-DAMAGE"
              type="radio"
              name="kind"
              value="DAMAGE"
              disabled={!returnability.canReportDamage}
              defaultChecked={chosen?.kind === 'DAMAGE'}
              aria-describedby="kind-DAMAGE-hint"
              className="mt-1 size-5 accent-primary"
            />
            <label htmlFor="kind-DAMAGE">
              {t('return.kindDamage')}
              <span id="kind-DAMAGE-hint" className="block text-sm">
                {returnability.canReportDamage && returnability.damageDeadline
                  ? t('return.damageUntil', { date: displayDateTime(returnability.damageDeadline) })
                  : t('return.damageOver')}
              </span>
            </label>
          </div>
        </div>
        <FieldError id="kind-error" text={errors['kind']} />
      </fieldset>

      <div>
        <label htmlFor="return-reason" className="mb-1.5 block font-semibold">
          {t('return.reason')}
        </label>
        <select
          id="return-reason"
          name="reason"
          defaultValue={chosen?.reason ?? ''}
          className={inputClasses}
          aria-invalid={errors['reason'] ? true : undefined}
          aria-describedby={describedBy('reason')}
        >
          <option value="">{t('return.reasonChoose')}</option>
          {reasons.map((reason) => (
            <option key={reason.code} value={reason.code}>
              {reason.value}
            </option>
          ))}
        </select>
        <FieldError id="reason-error" text={errors['reason']} />
      </div>

      <div>
        <label htmlFor="return-comment" className="mb-1.5 block font-semibold">
          {t('return.comment')}
        </label>
        <textarea
          id="return-comment"
          name="comment"
          rows={4}
          maxLength={2000}
          defaultValue={chosen?.comment ?? ''}
          className={inputClasses}
          aria-invalid={errors['comment'] ? true : undefined}
          aria-describedby={describedBy('comment')}
        />
        <FieldError id="comment-error" text={errors['comment']} />
      </div>

      <div>
        <label htmlFor="return-photos" className="mb-1.5 block font-semibold">
          {t('return.photos')}
        </label>
        <p id="return-photos-hint" className="mb-2 text-sm">
          {t('return.photosHint', { max: limits.maxPhotos, size: Math.round(limits.maxPhotoBytes / (1024 * 1024)) })}
        </p>
        {answer?.photosSent && <p className="mb-2 text-sm font-medium">{t('return.photosAgain')}</p>}
        <input
          id="return-photos"
          name={PHOTO_FIELD}
          type="file"
          multiple
          accept={limits.photoTypes.join(',')}
          className={
            'block w-full text-base file:mr-4 file:rounded-full file:border-0 file:bg-black/10 file:px-5 file:py-2.5 ' +
            'file:font-semibold hover:file:bg-black/15'
          }
          aria-invalid={errors[PHOTO_FIELD] ? true : undefined}
          aria-describedby={[`return-photos-hint`, describedBy(PHOTO_FIELD)].filter(Boolean).join(' ')}
        />
        <FieldError id={`${PHOTO_FIELD}-error`} text={errors[PHOTO_FIELD]} />
      </div>

      <button type="submit" disabled={busy} className={buttonClasses}>
        {t('return.submit')}
      </button>
    </Form>
  );
}
