import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import type { NewsletterAnswer } from './newsletter-answer.ts';

/**
 * The footer's newsletter form (issue 5): a plain form posted to /newsletter/subscribe, whose page answers
 * without JavaScript; once the page is live, the same post goes through a fetcher and the answer shows here.
 * The answer only ever comes from the POST: the cached pages carry the empty form.
 */
export function NewsletterSignup() {
  const { t } = useTranslation('layout');
  const locale = useLocale();
  const fetcher = useFetcher<NewsletterAnswer>({ key: 'newsletter-signup' });
  const formRef = useRef<HTMLFormElement>(null);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const error = answer && !answer.ok ? answer.message : null;

  useEffect(() => {
    if (answer?.ok) formRef.current?.reset();
  }, [answer]);

  return (
    <section aria-labelledby="footer-newsletter" className="mx-auto max-w-7xl px-6 pb-10 xl:px-10">
      <h2 id="footer-newsletter" className="footer-heading">
        {t('newsletter.title')}
      </h2>
      <fetcher.Form ref={formRef} method="post" action={localizePath('/newsletter/subscribe', locale)}>
        <p className="mb-3 text-sm">{t('newsletter.text')}</p>
        <label htmlFor="footer-newsletter-email" className="mb-2 block text-sm font-semibold">
          {t('newsletter.email')}
        </label>
        <div className="flex max-w-xl flex-wrap gap-3">
          <input
            id="footer-newsletter-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'footer-newsletter-error' : undefined}
            className="min-w-0 flex-1 basis-60 rounded-full border border-black/25 bg-white px-4 py-2.5 text-[#222]"
          />
          <button
            type="submit"
            disabled={fetcher.state !== 'idle'}
            className="rounded-full bg-primary px-6 py-2.5 font-semibold text-white hover:brightness-110 disabled:opacity-60"
          >
            {t('newsletter.submit')}
          </button>
        </div>
        <p role="status" className="mt-2 text-sm empty:hidden">
          {answer?.ok ? t('newsletter.sent') : ''}
        </p>
        {error && (
          <p id="footer-newsletter-error" role="alert" className="mt-2 text-sm font-semibold">
            {error}
          </p>
        )}
      </fetcher.Form>
    </section>
  );
}
