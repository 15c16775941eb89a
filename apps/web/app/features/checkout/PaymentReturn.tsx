import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PaymentResult } from '@atelier/contract';
import { textLink } from '../blocks/block-styles.ts';
import { paymentsEndpoints } from '@atelier/contract/endpoints/payments';
import { browserApi } from '../site/browser-api.ts';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';

/** A pending payment is asked again this often, this many times, before the page says it waits. */
const POLL_DELAY_MS = 2000;
const POLL_TIMES = 5;

/** The page a payment's outcome leads to (SPEC §2): /order/success, /order/error or /order/cancel. */
export const outcomePath = (status: 'success' | 'error' | 'cancel', token: string) =>
  `/order/${status}?id=${encodeURIComponent(token)}`;

/**
 * The result of the payment the URL's return token names (`GET /order/cawl/result/{id}`); undefined while
 * asked, null when the token names nothing. A pending payment is asked again a few times.
 */
export function usePaymentResult(token: string | null, poll: boolean) {
  const [result, setResult] = useState<PaymentResult | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!token) {
      setResult(null);
      return;
    }
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    browserApi()
      .call(paymentsEndpoints.paymentResult, { params: { id: token } })
      .then((answer) => {
        if (cancelled) return;
        setResult(answer);
        if (poll && answer.status === 'pending' && round < POLL_TIMES) {
          timer = setTimeout(() => setRound((count) => count + 1), POLL_DELAY_MS);
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setProblem(error instanceof Error ? error.message : String(error));
        setResult(null);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [token, poll, round]);
  return { result, problem, waitedOut: round >= POLL_TIMES, retry: () => setRound(0) };
}

/** `/order/cawl/result?id=…` (SPEC §2): where every payment provider sends the customer back. */
export function PaymentReturn() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('id');
  const { result, problem, waitedOut, retry } = usePaymentResult(token, true);

  useEffect(() => {
    if (result && token && result.status !== 'pending') {
      void navigate(localizePath(outcomePath(result.status, token), locale), { replace: true });
    }
  }, [result, token, locale, navigate]);

  return (
    <div className="space-y-6 py-10" data-testid="payment-return">
      <title>{t('result.title')}</title>
      <h1 className="text-4xl leading-tight font-semibold">{t('result.title')}</h1>
      {result === undefined || (result && result.status !== 'pending') ? (
        <p role="status">{t('result.checking')}</p>
      ) : result === null ? (
        <>
          <p role="alert">{problem ?? t('result.unknown')}</p>
          <p>
            <Link to={localizePath('/cart', locale)} className={textLink}>
              {t('result.backToCart')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p role="status">{waitedOut ? t('result.stillPending') : t('result.pending')}</p>
          {waitedOut && (
            <button type="button" className={textLink} onClick={retry}>
              {t('result.askAgain')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
