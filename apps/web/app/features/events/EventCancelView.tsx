import { Form, Link, useNavigation } from 'react-router';
import { buttonClasses, FormAlert } from '../account/AccountField.tsx';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import type { CancelPageData } from './event-data.server.ts';
import { eventDay, eventHours } from './event-format.ts';

/**
 * The page of a mailed cancellation link. Opening it changes nothing (mail scanners follow links): it shows the
 * registration, and its button posts the token to cancel and free the seats.
 */
export function EventCancelView({ answer }: { answer: CancelPageData }) {
  const { t, i18n } = useTranslation('events');
  const locale = i18n.language;
  const busy = useNavigation().state === 'submitting';
  const { registration } = answer;
  return (
    <div className="max-w-xl space-y-8 py-10">
      <title>{t('cancel.title')}</title>
      <h1 className="text-4xl leading-tight font-semibold">{t('cancel.title')}</h1>
      <FormAlert message={answer.problem} />
      {registration && (
        <>
          <p>
            {t('cancel.summary', {
              count: registration.seats,
              title: registration.event.title,
              day: `${eventDay(registration.event.start, locale)}, ${eventHours(registration.event.start, registration.event.end, locale)}`,
            })}
          </p>
          {registration.cancelled ? (
            <p role="status" className="font-semibold">
              {t('cancel.done')}
            </p>
          ) : (
            <Form method="post" className="space-y-5">
              <input type="hidden" name="token" value={answer.token} />
              <p>{t('cancel.text')}</p>
              <button type="submit" disabled={busy} className={buttonClasses}>
                {t('cancel.submit')}
              </button>
            </Form>
          )}
          <p>
            <Link to={registration.event.url} className="underline underline-offset-2">
              {t('cancel.back')}
            </Link>
          </p>
        </>
      )}
      <p>
        <Link to={localizePath('/', locale)} className="underline underline-offset-2">
          {t('home')}
        </Link>
      </p>
    </div>
  );
}
