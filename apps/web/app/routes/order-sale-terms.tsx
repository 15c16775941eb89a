import { data, Link, useLoaderData, type HeadersFunction } from 'react-router';
import type { Route } from './+types/order-sale-terms';
import { PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { useTranslation } from '../features/i18n/use-translation.ts';
import { OrderErrorBoundary } from '../features/orders/OrderErrorBoundary.tsx';
import { displayDate, displayDateTime } from '../features/orders/order-dates.ts';
import { orderCall, orderScopeOf, type OrderParams } from '../features/orders/order-calls.server.ts';
import { accessOf, accessQuery, orderPath } from '../features/orders/order-paths.ts';
import { PROSE_CLASSES } from '../features/pages/prose.ts';
import { apiContext } from '../features/site/api-context.ts';
import { useLocale } from '../features/site/site-data.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/**
 * The sale terms a buyer accepted (issue 18 item 5): the version in force when their order was placed, not
 * today's. Only their own order's: in the account, or on the order's mailed link.
 */
export const loader = withPageMessages(
  'routes/order-sale-terms.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    const scope = await orderScopeOf(api, request, params as OrderParams);
    const terms = await orderCall(
      api.orderSaleTerms({ params: { id: scope.idOrder }, query: accessQuery(accessOf(scope)) }),
    );
    return data({ layout: 'default' as const, scope, terms }, { headers: PRIVATE_HEADERS });
  },
);

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

export default function OrderSaleTermsPage() {
  const { scope, terms } = useLoaderData<typeof loader>();
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const title = t('saleTerms.title', { reference: terms.reference });
  return (
    <div className="max-w-3xl space-y-8 py-10" data-testid="order-sale-terms">
      <title>{title}</title>
      <div className="space-y-3">
        <Link to={orderPath(scope, locale)} className="underline underline-offset-2">
          {t('saleTerms.back', { reference: terms.reference })}
        </Link>
        <h1 className="text-4xl leading-tight font-semibold">{title}</h1>
        <p>
          {terms.version
            ? t('saleTerms.acceptedOn', {
                date: displayDateTime(terms.acceptedAt),
                version: displayDate(terms.version.createdAt),
              })
            : t('saleTerms.acceptedOnCopy', { date: displayDateTime(terms.acceptedAt) })}
        </p>
      </div>
      <div className={PROSE_CLASSES} dangerouslySetInnerHTML={{ __html: terms.html }} />
    </div>
  );
}

export const ErrorBoundary = OrderErrorBoundary;
