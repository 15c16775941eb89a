import { Link, useActionData, type HeadersFunction } from 'react-router';
import type { Route } from './+types/newsletter-subscribe';
import { FormAlert } from '../features/account/AccountField.tsx';
import { localizePath } from '../features/i18n/locale.ts';
import { useTranslation } from '../features/i18n/use-translation.ts';
import { subscribeFromFooter } from '../features/newsletter/newsletter-actions.server.ts';
import { NewsletterStatus } from '../features/newsletter/NewsletterStatus.tsx';
import { apiContext } from '../features/site/api-context.ts';
import { useLocale } from '../features/site/site-data.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** The page itself says nothing of anyone: it may be cached like any page. */
export const loader = withPageMessages('routes/newsletter-subscribe.tsx', () => {
  return { layout: 'default' as const };
});

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;

/** The footer's form posts here: through a fetcher once the page is live, as a plain form post without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return subscribeFromFooter(context.get(apiContext), await request.formData());
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

/**
 * Issue 5: where the footer's form lands without JavaScript. The answer is the same whether the address is
 * new, waiting for its confirmation or already subscribed; the form is still at the bottom of the page.
 */
export default function NewsletterSubscribePage() {
  const { t } = useTranslation('layout');
  const locale = useLocale();
  const answer = useActionData<typeof action>();
  return (
    <div className="max-w-xl space-y-8 py-10">
      <title>{t('newsletter.pageTitle')}</title>
      <h1 className="text-4xl leading-tight font-semibold">{t('newsletter.pageTitle')}</h1>
      {answer?.ok ? (
        <NewsletterStatus>{t('newsletter.sent')}</NewsletterStatus>
      ) : answer ? (
        <FormAlert message={answer.message} />
      ) : (
        <p>{t('newsletter.text')}</p>
      )}
      <p>
        <Link to={localizePath('/', locale)} className="underline underline-offset-2">
          {t('newsletter.home')}
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
