import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { RequestForm } from './RequestForm.tsx';
import type { RequestActionData, RequestPageData } from './request.server.ts';

/**
 * The request page: what happens next (a quote, an « acompte », the balance), the withdrawal right's exclusion
 * (art. L221-28 3°), then the form; a guest's sent request asks them to confirm their e-mail.
 */
export function RequestPage({ page, answer }: { page: RequestPageData; answer: RequestActionData | undefined }) {
  const { t } = useTranslation('made-to-measure');
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.ok) sentRef.current?.focus();
  }, [answer]);
  return (
    <div className="mx-auto max-w-3xl space-y-8 py-10">
      <h1 className="text-4xl leading-tight font-semibold">{t('request.title')}</h1>
      {answer?.ok ? (
        <div ref={sentRef} tabIndex={-1} role="status" className="space-y-3 outline-none">
          <h2 className="text-2xl font-semibold">{t('request.sentTitle')}</h2>
          <p className="text-lg">{t('request.sent', { reference: answer.reference, email: answer.email })}</p>
          <p>{t('request.sentNote')}</p>
        </div>
      ) : (
        <>
          <div className="space-y-4">
            <p className="text-lg">{t('request.lead')}</p>
            <h2 className="text-2xl font-semibold">{t('request.nextTitle')}</h2>
            <ol className="list-decimal space-y-2 pl-6">
              <li>{t('request.next1')}</li>
              <li>{t('request.next2')}</li>
              <li>{t('request.next3')}</li>
            </ol>
            <p className="rounded-xl bg-black/5 px-4 py-3 text-sm">{t('request.withdrawal')}</p>
          </div>
          <RequestForm page={page} answer={answer && !answer.ok ? answer : undefined} />
        </>
      )}
    </div>
  );
}
