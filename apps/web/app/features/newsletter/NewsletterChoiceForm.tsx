import { Form, useActionData, useNavigation } from 'react-router';
import { buttonClasses, FormAlert } from '../account/AccountField.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import type { NewsletterAnswer, NewsletterChoice } from './newsletter-answer.ts';
import { NewsletterStatus } from './NewsletterStatus.tsx';

/** The `intent` of the account page's newsletter form (the page's other form logs out). */
export const NEWSLETTER_INTENT = 'newsletter';

/**
 * Issue 5: the lists of the site on the account page, ticked when the account's address is subscribed; the
 * save takes effect at once (no mailed confirmation for the account's own address). A plain form post.
 */
export function NewsletterChoiceForm({ choice }: { choice: NewsletterChoice }) {
  const { t } = useTranslation('account');
  const answer = useActionData<NewsletterAnswer>();
  const busy = useNavigation().formData?.get('intent') === NEWSLETTER_INTENT;
  const statusOf = (listId: number) => choice.statuses.find((status) => status.listId === listId)?.status;
  return (
    <section aria-labelledby="account-newsletter" className="max-w-2xl">
      <h2 id="account-newsletter" className="text-2xl font-semibold">
        {t('newsletter.title')}
      </h2>
      <Form method="post" className="mt-4 space-y-5">
        <input type="hidden" name="intent" value={NEWSLETTER_INTENT} />
        {answer?.ok && <NewsletterStatus>{t('newsletter.saved')}</NewsletterStatus>}
        <FormAlert message={answer && !answer.ok ? answer.message : null} />
        <fieldset>
          <legend className="mb-3">{t('newsletter.text', { email: choice.email })}</legend>
          <ul className="space-y-3">
            {choice.lists.map((list) => {
              const id = `newsletter-list-${list.id}`;
              return (
                <li key={list.id} className="flex items-start gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    name="lists"
                    value={list.id}
                    defaultChecked={statusOf(list.id) === 'SUBSCRIBED'}
                    aria-describedby={list.description ? `${id}-description` : undefined}
                    className="mt-1 size-5 shrink-0 accent-primary"
                  />
                  <div>
                    <label htmlFor={id} className="font-semibold">
                      {list.name}
                    </label>
                    {statusOf(list.id) === 'PENDING' && <span className="text-sm"> {t('newsletter.pending')}</span>}
                    {list.description && (
                      <p id={`${id}-description`} className="text-sm opacity-80">
                        {list.description}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <button type="submit" disabled={busy} className={buttonClasses}>
          {t('newsletter.save')}
        </button>
      </Form>
    </section>
  );
}
