import { data, Link, redirect, useActionData, useLoaderData, type HeadersFunction } from 'react-router';
import { endpoints, formOf } from '@atelier/contract';
import {
  MAX_ORDER_BACK_PHOTO_BYTES,
  MAX_ORDER_BACK_PHOTOS,
  ORDER_BACK_PHOTO_TYPES,
  RETURN_REASON_TYPE,
} from '@atelier/contract';
import type { Route } from './+types/account-order-return';
import { callAccount, PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { textLink } from '../features/blocks/block-styles.ts';
import { localeFromPath } from '../features/i18n/locale.ts';
import { useTranslation } from '../features/i18n/use-translation.ts';
import { OrderErrorBoundary } from '../features/orders/OrderErrorBoundary.tsx';
import { ReturnForm, type ReturnFormAnswer } from '../features/orders/ReturnForm.tsx';
import { displayDate } from '../features/orders/order-dates.ts';
import { accessOf, accessQuery, orderPath, returnPath } from '../features/orders/order-paths.ts';
import { orderCall, orderNotFound, orderScopeOf, type OrderParams } from '../features/orders/order-calls.server.ts';
import { formErrorsOf, photosOf, returnFormValues, returnRequest } from '../features/orders/return-form.ts';
import { apiContext } from '../features/site/api-context.ts';
import { useLocale } from '../features/site/site-data.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** The form's fields that show their own error; the API's other refusals are said above the form. */
const SHOWN_FIELDS = /^(line|quantity-\d+|kind|reason|comment|images)$/;

/** What a return of the order may hold now, the reasons to choose from and the site's return terms. */
export const loader = withPageMessages(
  'routes/account-order-return.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    const scope = await orderScopeOf(api, request, params as OrderParams);
    const access = accessOf(scope);
    const [order, returnability, reasons, info] = await orderCall(
      Promise.all([
        api.order({ params: { id: scope.idOrder }, query: accessQuery(access) }),
        api.orderReturnability({ params: { id: scope.idOrder }, query: accessQuery(access) }),
        api.orderGenericValues({ params: { type: RETURN_REASON_TYPE } }),
        api.orderBackInfo(),
      ]),
    );
    return data(
      {
        layout: 'default' as const,
        scope,
        reference: order.reference,
        returnability,
        reasons,
        policy: info.message,
        limits: {
          maxPhotos: MAX_ORDER_BACK_PHOTOS,
          maxPhotoBytes: MAX_ORDER_BACK_PHOTO_BYTES,
          photoTypes: [...ORDER_BACK_PHOTO_TYPES],
        },
      },
      { headers: PRIVATE_HEADERS },
    );
  },
);

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders);

/** The multipart form, forwarded to `POST /order/{id}/back-products`; then the return's page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  const scope = await orderScopeOf(api, request, params as OrderParams);
  const form = await request.formData();
  const values = returnFormValues(form);
  const photos = photosOf(form);
  const payload = returnRequest(values);
  const body = formOf(
    { lines: payload.lines, kind: values.kind, reason: payload.reason || null, comment: payload.comment || null },
    { images: photos },
  );
  const answer = await callAccount(api, endpoints.askOrderBack, {
    params: { id: scope.idOrder },
    query: accessQuery(accessOf(scope)),
    body,
  });
  const locale = localeFromPath(new URL(request.url).pathname);
  if (answer.ok) return redirect(returnPath(scope, locale, answer.data.id), { headers: PRIVATE_HEADERS });
  if (answer.status === 404) orderNotFound();
  const errors = formErrorsOf(answer.errors, values.lines);
  const unshown = Object.keys(errors).some((field) => !SHOWN_FIELDS.test(field));
  return data<ReturnFormAnswer>(
    {
      message: unshown || Object.keys(errors).length === 0 ? answer.message : null,
      errors,
      values,
      photosSent: photos.length > 0,
    },
    { status: answer.status, headers: PRIVATE_HEADERS },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

/** SPEC §2 /account/orders/{id}/return (and on a guest's order link): ask for a return of some lines. */
export default function AccountOrderReturnPage() {
  const { scope, reference, returnability, reasons, policy, limits } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const title = t('return.title', { reference });
  const refusal =
    returnability.reason === 'PERIOD_OVER' && returnability.deadline
      ? t('returnEntry.over', { date: displayDate(returnability.deadline) })
      : returnability.reason
        ? t(`returnEntry.refusal.${returnability.reason}`)
        : null;
  return (
    <div className="max-w-3xl space-y-8 py-10">
      <title>{title}</title>
      <div>
        <Link to={orderPath(scope, locale)} className="underline underline-offset-2">
          {t('return.back', { reference })}
        </Link>
        <h1 className="mt-4 text-4xl leading-tight font-semibold">{title}</h1>
      </div>
      {policy && <p className="whitespace-pre-line">{policy}</p>}
      {returnability.eligible ? (
        <>
          {returnability.deadline && (
            <p className="font-semibold">{t('returnEntry.until', { date: displayDate(returnability.deadline) })}</p>
          )}
          <ReturnForm returnability={returnability} reasons={reasons} limits={limits} answer={answer} />
        </>
      ) : (
        <div className="space-y-4">
          <p role="alert" className="text-lg">
            {refusal}
          </p>
          <Link to={orderPath(scope, locale)} className={textLink}>
            {t('return.back', { reference })}
          </Link>
        </div>
      )}
    </div>
  );
}

export const ErrorBoundary = OrderErrorBoundary;
