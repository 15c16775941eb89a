import { data, Link, useActionData, useLoaderData, type HeadersFunction } from 'react-router';
import { endpoints } from '@atelier/contract';
import type { OrderBack, WithdrawalRequest } from '@atelier/contract';
import type { Route } from './+types/order-withdraw';
import { callAccount, PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { textLink } from '../features/blocks/block-styles.ts';
import { useTranslation } from '../features/i18n/use-translation.ts';
import { OrderErrorBoundary } from '../features/orders/OrderErrorBoundary.tsx';
import { WithdrawalForm } from '../features/orders/WithdrawalForm.tsx';
import { displayDate, displayDateTime } from '../features/orders/order-dates.ts';
import { accessOf, accessQuery, orderPath, returnPath, type OrderScope } from '../features/orders/order-paths.ts';
import { orderCall, orderNotFound, orderScopeOf, type OrderParams } from '../features/orders/order-calls.server.ts';
import { apiContext } from '../features/site/api-context.ts';
import { useLocale } from '../features/site/site-data.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** The order and whether it may be withdrawn from now (issue 7 item 4). */
export const loader = withPageMessages(
  'routes/order-withdraw.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    const scope = await orderScopeOf(api, request, params as OrderParams);
    const access = accessOf(scope);
    const [order, withdrawal] = await orderCall(
      Promise.all([
        api.order({ params: { id: scope.idOrder }, query: accessQuery(access) }),
        api.withdrawalEligibility({ params: { id: scope.idOrder }, query: accessQuery(access) }),
      ]),
    );
    const { firstname, lastname, email } = order.customer;
    return data(
      {
        layout: 'default' as const,
        scope,
        reference: order.reference,
        customer: { name: `${firstname} ${lastname}`.trim(), email },
        withdrawal,
      },
      { headers: PRIVATE_HEADERS },
    );
  },
);

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders);

type WithdrawalAnswer =
  | { ok: true; withdrawal: OrderBack; email: string }
  | { ok: false; message: string | null; errors: Record<string, string>; values: Record<string, string> };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** `POST /order/{id}/withdrawal`: the API records it and mails the acknowledgement at once. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  const scope = await orderScopeOf(api, request, params as OrderParams);
  const form = await request.formData();
  const values = { name: field(form, 'name'), email: field(form, 'email'), comment: field(form, 'comment') };
  const body: WithdrawalRequest = {
    name: values.name || null,
    email: values.email || null,
    comment: values.comment || null,
  };
  const answer = await callAccount(api, endpoints.withdraw, {
    params: { id: scope.idOrder },
    query: accessQuery(accessOf(scope)),
    body,
  });
  if (answer.ok) {
    return data<WithdrawalAnswer>(
      { ok: true, withdrawal: answer.data, email: values.email },
      { headers: PRIVATE_HEADERS },
    );
  }
  if (answer.status === 404) orderNotFound();
  return data<WithdrawalAnswer>(
    { ok: false, message: answer.message, errors: answer.errors, values },
    { status: answer.status, headers: PRIVATE_HEADERS },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

const statusClasses = 'rounded-xl bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-700/30';

/** The withdrawal recorded: said at once on screen (the acknowledgement is mailed too), and its page. */
function WithdrawalDone({ scope, withdrawal, email }: { scope: OrderScope; withdrawal: OrderBack; email: string }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <div className="space-y-5" data-testid="withdrawal-done">
      <div role="status" className={`${statusClasses} space-y-2`}>
        <p className="text-lg font-semibold">
          {t('withdrawal.recorded', {
            reference: withdrawal.orderReference,
            date: displayDateTime(withdrawal.createdAt),
          })}
        </p>
        <p>{t('withdrawal.acknowledged', { email })}</p>
      </div>
      <p>{t('withdrawal.next')}</p>
      <p className="flex flex-wrap gap-6">
        <Link to={returnPath(scope, locale, withdrawal.id)} className={textLink}>
          {t('withdrawal.follow')}
        </Link>
        <Link to={orderPath(scope, locale)} className={textLink}>
          {t('return.back', { reference: withdrawal.orderReference })}
        </Link>
      </p>
    </div>
  );
}

/** Issue 7 item 4: the EU withdrawal function of an order (in the account, or on a guest's order link). */
export default function OrderWithdrawPage() {
  const { scope, reference, customer, withdrawal } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const title = t('withdrawal.pageTitle', { reference });
  let content: React.ReactNode;
  if (answer?.ok) {
    content = (
      <WithdrawalDone
        scope={scope}
        withdrawal={answer.withdrawal}
        // The order's address gets the acknowledgement, and the one given in the statement if it differs.
        email={[...new Set([customer.email, answer.email].filter(Boolean))].join(', ')}
      />
    );
  } else if (withdrawal.idWithdrawal !== null) {
    content = (
      <div className="space-y-4">
        <p className="text-lg">{t('withdrawal.done')}</p>
        <Link to={returnPath(scope, locale, withdrawal.idWithdrawal)} className={textLink}>
          {t('withdrawal.follow')}
        </Link>
      </div>
    );
  } else if (!withdrawal.eligible) {
    content = (
      <div className="space-y-4">
        <p role="alert" className="text-lg">
          {withdrawal.reason === 'PERIOD_OVER' && withdrawal.deadlineDay
            ? t('withdrawal.over', { date: displayDate(withdrawal.deadlineDay) })
            : t(`withdrawal.refusal.${withdrawal.reason ?? 'NOTHING_WITHDRAWABLE'}`)}
        </p>
        <Link to={orderPath(scope, locale)} className={textLink}>
          {t('return.back', { reference })}
        </Link>
      </div>
    );
  } else {
    content = (
      <>
        <p className="text-lg">
          {withdrawal.deadlineDay
            ? t('withdrawal.until', { date: displayDate(withdrawal.deadlineDay) })
            : t('withdrawal.beforeDelivery')}
        </p>
        <WithdrawalForm withdrawal={withdrawal} customer={customer} refusal={answer?.ok ? undefined : answer} />
      </>
    );
  }
  return (
    <div className="max-w-3xl space-y-8 py-10">
      <title>{title}</title>
      <div>
        <Link to={orderPath(scope, locale)} className="underline underline-offset-2">
          {t('return.back', { reference })}
        </Link>
        <h1 className="mt-4 text-4xl leading-tight font-semibold">{title}</h1>
      </div>
      {content}
    </div>
  );
}

export const ErrorBoundary = OrderErrorBoundary;
