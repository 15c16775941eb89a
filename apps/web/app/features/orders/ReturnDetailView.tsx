import { Link } from 'react-router';
import type { OrderBack, OrderBackInfo } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { displayDate, displayDateTime } from './order-dates.ts';
import { orderPath, type OrderScope } from './order-paths.ts';
import { returnTimeline } from './return-steps.ts';

const MARKERS = {
  done: 'border-primary bg-primary',
  current: 'border-primary bg-primary ring-4 ring-primary/25',
  upcoming: 'border-black/40 bg-white dark:border-white/50 dark:bg-transparent',
} as const;

/** The return's steps: those reached with their dates, the current one marked, those to come, each explained. */
function ReturnSteps({ back, info }: { back: OrderBack; info: OrderBackInfo }) {
  const { t } = useTranslation('orders');
  return (
    <ol className="space-y-6" data-testid="return-steps">
      {returnTimeline(back, info).map((step, index) => (
        <li
          key={`${step.status}-${index}`}
          className="grid grid-cols-[1.25rem_1fr] gap-4"
          aria-current={step.state === 'current' ? 'step' : undefined}
          data-state={step.state}
        >
          <span aria-hidden="true" className={`mt-1.5 size-4 rounded-full border-2 ${MARKERS[step.state]}`} />
          <div className={step.state === 'upcoming' ? 'opacity-75' : undefined}>
            <p className="font-semibold">
              {t(`back.step.${step.status}`)}
              <span className="sr-only"> ({t(`back.stepState.${step.state}`)})</span>
            </p>
            {step.date && (
              <p className="text-sm">
                <time dateTime={step.date}>{displayDateTime(step.date)}</time>
              </p>
            )}
            {step.description && <p className="mt-1">{step.description}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** SPEC §2 /account/orders/{id}/return/{idReturn}: a return's (or withdrawal's) steps, message, lines, photos. */
export function ReturnDetailView({ scope, back, info }: { scope: OrderScope; back: OrderBack; info: OrderBackInfo }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const title = t(`back.title.${back.kind}`, { id: back.id });
  return (
    <div className="max-w-3xl space-y-10 py-10" data-testid="return-detail">
      <title>{title}</title>
      <div className="space-y-3">
        <Link to={orderPath(scope, locale)} className="underline underline-offset-2">
          {t('return.back', { reference: back.orderReference })}
        </Link>
        <h1 className="text-4xl leading-tight font-semibold">{title}</h1>
        <p>
          {t('back.askedOn', { date: displayDate(back.createdAt) })} · {t(`back.status.${back.status}`)}
        </p>
      </div>
      {back.message && (
        <section aria-labelledby="return-message-title" className="space-y-2 rounded-2xl bg-primary/7 p-5">
          <h2 id="return-message-title" className="text-xl font-semibold">
            {t('back.message')}
          </h2>
          <p className="whitespace-pre-line">{back.message}</p>
        </section>
      )}
      {(back.labelUrl || back.refunded > 0) && (
        <div className="space-y-2" data-testid="return-outcome">
          {back.labelUrl && (
            <p>
              <a href={back.labelUrl} className="font-semibold underline underline-offset-2" download>
                {t('back.label')}
              </a>
              <span className="block text-sm">{t('back.labelHint')}</span>
            </p>
          )}
          {back.refunded > 0 && (
            <p className="font-semibold">{t('back.refunded', { amount: formatPrice(back.refunded, locale) })}</p>
          )}
        </div>
      )}
      <section aria-labelledby="return-steps-title" className="space-y-4">
        <h2 id="return-steps-title" className="text-2xl font-semibold">
          {t('back.steps')}
        </h2>
        <ReturnSteps back={back} info={info} />
      </section>
      <section aria-labelledby="return-lines-title" className="space-y-3">
        <h2 id="return-lines-title" className="text-2xl font-semibold">
          {t('back.lines')}
        </h2>
        <ul className="divide-y divide-black/10 dark:divide-white/20" data-testid="return-lines">
          {back.lines.map((line) => (
            <li key={line.idOrderLine} className="flex justify-between gap-4 py-3">
              <span>
                <span className="font-semibold">{line.name}</span>
                {line.detail && <span className="block">{line.detail}</span>}
              </span>
              <span>{t('back.quantity', { quantity: line.quantity })}</span>
            </li>
          ))}
        </ul>
        {back.reasonLabel && <p>{t('back.reason', { reason: back.reasonLabel })}</p>}
        {back.comment && (
          <div>
            <p className="font-semibold">{t('back.comment')}</p>
            <p className="whitespace-pre-line">{back.comment}</p>
          </div>
        )}
      </section>
      {back.photos.length > 0 && (
        <section aria-labelledby="return-photos-title" className="space-y-3">
          <h2 id="return-photos-title" className="text-2xl font-semibold">
            {t('back.photos')}
          </h2>
          <ul className="flex flex-wrap gap-4" data-testid="return-photos">
            {back.photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noopener noreferrer">
                  <img
                    src={photo.url}
                    alt={t('back.photo', { index: index + 1 })}
                    width={160}
                    height={160}
                    loading="lazy"
                    className="size-40 rounded-xl object-cover ring-1 ring-black/15"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {info.message && back.kind !== 'WITHDRAWAL' && (
        <section aria-labelledby="return-terms-title" className="space-y-2 text-sm">
          <h2 id="return-terms-title" className="text-lg font-semibold">
            {t('back.terms')}
          </h2>
          <p className="whitespace-pre-line">{info.message}</p>
        </section>
      )}
    </div>
  );
}
