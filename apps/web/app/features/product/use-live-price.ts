import { useEffect, useState } from 'react';
import type { CustomizationAnswer, CustomizePrice } from '@atelier/contract';
import { ApiError } from '@atelier/contract/caller';
import { customizationEndpoints } from '@atelier/contract/endpoints/customization';
import type { Locale } from '@atelier/contract/locales';
import { browserApi } from '../site/browser-api.ts';

export type LivePrice =
  | { status: 'waiting' }
  | { status: 'loading'; last: CustomizePrice | null }
  | { status: 'ready'; price: CustomizePrice }
  | { status: 'failed'; message: string; last: CustomizePrice | null };

/**
 * The price of the answers saved so far, asked from the server each time they change (SPEC §5: the cost
 * rules are the server's). An answer saved while a request is out makes that request's result stale: it
 * is dropped. `enabled` waits for the answers kept in the session to be read back.
 */
export function useLivePrice(
  locale: Locale,
  idProduct: number,
  idDeclination: number,
  answers: CustomizationAnswer[],
  enabled: boolean,
  unreachable: string,
): LivePrice {
  const [state, setState] = useState<LivePrice>({ status: 'waiting' });
  const request = JSON.stringify(answers);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((previous) => ({ status: 'loading', last: lastPrice(previous) }));
    browserApi(locale)
      .call(customizationEndpoints.customizePrice, {
        params: { idProduct, idDeclination },
        body: { answers: JSON.parse(request) as CustomizationAnswer[] },
      })
      .then(
        (price) => {
          if (current) setState({ status: 'ready', price });
        },
        (error: unknown) => {
          if (!current) return;
          const message = error instanceof ApiError && error.status !== 0 ? error.message : unreachable;
          setState((previous) => ({ status: 'failed', message, last: lastPrice(previous) }));
        },
      );
    return () => {
      current = false;
    };
  }, [locale, idProduct, idDeclination, request, enabled, unreachable]);
  return state;
}

/** The last price known, shown (dimmed) while the next one is on its way. */
export function lastPrice(state: LivePrice): CustomizePrice | null {
  if (state.status === 'ready') return state.price;
  if (state.status === 'waiting') return null;
  return state.last;
}
