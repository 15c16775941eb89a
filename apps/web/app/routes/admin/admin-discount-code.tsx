import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type HeadersFunction,
} from 'react-router';
import { DISCOUNT_DETAIL_TYPES, DISCOUNT_TYPES, type AdminDiscountCode } from '@atelier/contract';
import type { Route } from './+types/admin-discount-code';
import {
  ADMIN_HEADERS,
  adminAction,
  adminRowIdOrNew,
  requireAdminPage,
} from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import {
  adminInput,
  adminLabel,
  ConfirmButton,
  dangerButton,
  primaryButton,
} from '../../features/admin/ConfirmButton.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import {
  amountText,
  discountCodeErrors,
  discountCodeInputOf,
  shopDay,
} from '../../features/admin-catalogue/discount-code-form.ts';
import { localeFromPath } from '../../features/i18n/locale.ts';
import { apiContext } from '../../features/site/api-context.ts';

/**
 * A discount code of the site, or a new one (issue 16 item 6). The list call is the only read the API has: the code
 * is found in it by its id (a site has tens of codes, not thousands).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowIdOrNew(params);
  if (id === null) return data({ code: null as AdminDiscountCode | null }, { headers: ADMIN_HEADERS });
  const list = await api.adminDiscountCodes({ query: { id: String(id), nbItem: 1 } });
  const code = list.items.find((item) => item.id === id);
  if (!code) throw data('Not found', { status: 404, headers: ADMIN_HEADERS });
  return data({ code: code as AdminDiscountCode | null }, { headers: ADMIN_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowIdOrNew(params);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  if (id !== null && form.get('intent') === 'delete') {
    const done = await adminAction(() => api.adminDeleteDiscountCode({ params: { id } }), 'discount.deleted');
    if (done.ok) return redirect(`${adminPath('discount-codes', locale)}?deleted=1`, { headers: ADMIN_HEADERS });
    return done;
  }
  const body = discountCodeInputOf(form);
  if (id !== null) {
    return adminAction(() => api.adminUpdateDiscountCode({ params: { id }, body }), 'discount.saved');
  }
  let created: AdminDiscountCode | null = null;
  const done = await adminAction(async () => {
    created = await api.adminCreateDiscountCode({ body });
  }, 'discount.created');
  if (!done.ok || !created) return done;
  const { id: newId } = created as AdminDiscountCode;
  return redirect(`${adminPath(`discount-codes/${newId}`, locale)}?created=1`, { headers: ADMIN_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={adminLabel}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes of an input: its hint and its error. */
function described(id: string, error: string | undefined, hint = false) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { ...(ids ? { 'aria-describedby': ids } : {}), ...(error ? { 'aria-invalid': true as const } : {}) };
}

export default function AdminDiscountCodePage() {
  const { code } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const { t, locale } = useAdminTranslation('admin-catalogue');
  useActionToast(result, t);
  const created = search.get('created') === '1';
  useEffect(() => {
    if (created) toast.success(t('discount.created'));
  }, [created, t]);
  const [type, setType] = useState(code?.type ?? 'PERCENT');
  const errors = result && !result.ok ? discountCodeErrors(result.errors) : {};
  const title = code ? t('discount.editTitle', { code: code.code }) : t('discount.newTitle');

  return (
    <div className="space-y-6">
      <title>{title}</title>
      <Link to={adminPath('discount-codes', locale)} className="underline">
        {t('discount.back')}
      </Link>
      <h1 className="text-3xl font-semibold break-all">{title}</h1>
      {code && <p>{t('discount.usedCount', { count: code.usedCount })}</p>}
      {result && !result.ok && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {result.message}
        </p>
      )}
      <Form
        method="post"
        className="grid gap-4 rounded-md border border-stone-300 bg-white p-4 sm:grid-cols-2"
        key={code ? `${code.id}-${code.code}-${code.amount}-${code.endsAt}` : 'new'}
      >
        <Field id="discount-code" label={t('discount.code')} hint={t('discount.codeHint')} error={errors.code}>
          <input
            id="discount-code"
            name="code"
            required
            minLength={2}
            maxLength={40}
            pattern="[A-Za-z0-9_\-]+"
            autoCapitalize="characters"
            defaultValue={code?.code ?? ''}
            className={`${adminInput} font-mono uppercase`}
            {...described('discount-code', errors.code, true)}
          />
        </Field>
        <Field id="discount-detail" label={t('discount.detailType')} error={errors.detailType}>
          <select
            id="discount-detail"
            name="detailType"
            defaultValue={code?.detailType ?? 'PRODUCT'}
            className={adminInput}
          >
            {DISCOUNT_DETAIL_TYPES.map((detail) => (
              <option key={detail} value={detail}>
                {t(`discount.on.${detail}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="discount-type" label={t('discount.type')} error={errors.type}>
          <select
            id="discount-type"
            name="type"
            value={type}
            onChange={(event) => setType(event.target.value as (typeof DISCOUNT_TYPES)[number])}
            className={adminInput}
          >
            {DISCOUNT_TYPES.map((known) => (
              <option key={known} value={known}>
                {t(`discount.types.${known}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="discount-amount"
          label={type === 'EURO' ? t('discount.amountEuro') : t('discount.amountPercent')}
          error={errors.amount}
        >
          <input
            id="discount-amount"
            name="amount"
            required
            inputMode="decimal"
            defaultValue={code ? amountText(code) : ''}
            className={adminInput}
            {...described('discount-amount', errors.amount)}
          />
        </Field>
        <Field
          id="discount-minimum"
          label={t('discount.minimum')}
          hint={t('discount.minimumHint')}
          error={errors.minimumTotal}
        >
          <input
            id="discount-minimum"
            name="minimumTotal"
            inputMode="decimal"
            defaultValue={code && code.minimumTotal > 0 ? (code.minimumTotal / 100).toFixed(2) : ''}
            className={adminInput}
            {...described('discount-minimum', errors.minimumTotal, true)}
          />
        </Field>
        <Field id="discount-max" label={t('discount.maxUses')} hint={t('discount.maxUsesHint')} error={errors.maxUses}>
          <input
            id="discount-max"
            name="maxUses"
            type="number"
            min={1}
            inputMode="numeric"
            defaultValue={code?.maxUses ?? ''}
            className={adminInput}
            {...described('discount-max', errors.maxUses, true)}
          />
        </Field>
        <Field id="discount-starts" label={t('discount.startsOn')} error={errors.startsOn}>
          <input
            id="discount-starts"
            name="startsOn"
            type="date"
            defaultValue={shopDay(code?.startsAt ?? null)}
            className={adminInput}
            {...described('discount-starts', errors.startsOn)}
          />
        </Field>
        <Field id="discount-ends" label={t('discount.endsOn')} error={errors.endsOn}>
          <input
            id="discount-ends"
            name="endsOn"
            type="date"
            defaultValue={shopDay(code?.endsAt ?? null)}
            className={adminInput}
            {...described('discount-ends', errors.endsOn)}
          />
        </Field>
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            id="discount-active"
            name="isActive"
            type="checkbox"
            defaultChecked={code?.isActive ?? true}
            className="h-5 w-5"
          />
          <label htmlFor="discount-active" className="font-semibold">
            {t('discount.activeLabel')}
          </label>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
            {code ? t('discount.save') : t('discount.create')}
          </button>
        </div>
      </Form>
      {code && (
        <>
          <Form method="post" id="delete-discount-code">
            <input type="hidden" name="intent" value="delete" />
          </Form>
          <ConfirmButton
            form="delete-discount-code"
            question={t('discount.deleteQuestion', { code: code.code })}
            confirmLabel={t('discount.delete')}
            className={dangerButton}
          >
            {t('discount.delete')}
          </ConfirmButton>
        </>
      )}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
