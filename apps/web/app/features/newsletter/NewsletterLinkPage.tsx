import { Form, Link, useActionData, useNavigation } from 'react-router';
import { buttonClasses, FormAlert } from '../account/AccountField.tsx';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import type { NewsletterAnswer } from './newsletter-answer.ts';
import { NewsletterStatus } from './NewsletterStatus.tsx';

/**
 * The page of a mailed newsletter link (confirm or unsubscribe). Opening it changes nothing: mail scanners
 * follow links, so the visitor's button posts the link's token. A link that cannot serve says why (the API's
 * words, which offer to subscribe again with the footer's form).
 */
export function NewsletterLinkPage({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const { t } = useTranslation('layout');
  const locale = useLocale();
  const answer = useActionData<NewsletterAnswer>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="max-w-xl space-y-8 py-10">
      <title>{t(`newsletter.${kind}.title`)}</title>
      <h1 className="text-4xl leading-tight font-semibold">{t(`newsletter.${kind}.title`)}</h1>
      {answer?.ok ? (
        <NewsletterStatus>{t(`newsletter.${kind}.done`, { list: answer.list ?? '' })}</NewsletterStatus>
      ) : (
        <Form method="post" className="space-y-5">
          <FormAlert message={answer?.message} />
          {!answer && <p>{t(`newsletter.${kind}.text`)}</p>}
          {!answer && (
            <button type="submit" disabled={busy} className={buttonClasses}>
              {t(`newsletter.${kind}.submit`)}
            </button>
          )}
        </Form>
      )}
      <p>
        <Link to={localizePath('/', locale)} className="underline underline-offset-2">
          {t('newsletter.home')}
        </Link>
      </p>
    </div>
  );
}
