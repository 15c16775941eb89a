import { Form, useNavigation } from 'react-router';
import type { WithdrawalEligibility } from '@atelier/contract';
import { AccountField, buttonClasses, FormAlert, inputClasses } from '../account/AccountField.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { CustomizedExclusion } from './OrderAfterSales.tsx';

/** The lines a withdrawal takes (every unit left of each) and those it leaves out, with why. */
function WithdrawalLines({ withdrawal }: { withdrawal: WithdrawalEligibility }) {
  const { t } = useTranslation('orders');
  return (
    <ul className="divide-y divide-black/10 dark:divide-white/20" data-testid="withdrawal-lines">
      {withdrawal.lines.map((line) => (
        <li key={line.idOrderLine} className="flex flex-wrap justify-between gap-3 py-3">
          <span>
            <span className="font-semibold">{line.name}</span>
            {line.detail && <span className="block">{line.detail}</span>}
          </span>
          <span>
            {line.withdrawable
              ? t('withdrawal.lineIncluded', { quantity: line.remaining })
              : t(`withdrawal.lineExcluded.${line.excludedReason ?? 'ALREADY_RETURNED'}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Issue 7 item 4 (EU Directive 2023/2673 art. 11a): the withdrawal statement. No reason is asked; the customer
 * confirms their name and the address the acknowledgement goes to (the order's by default) and may add a
 * comment, then confirms the withdrawal with one clearly labelled button.
 */
export function WithdrawalForm({
  withdrawal,
  customer,
  refusal,
}: {
  withdrawal: WithdrawalEligibility;
  customer: { name: string; email: string };
  refusal: { message: string | null; errors: Record<string, string>; values: Record<string, string> } | undefined;
}) {
  const { t } = useTranslation('orders');
  const busy = useNavigation().state === 'submitting';
  const value = (name: 'name' | 'email' | 'comment', fallback: string) => refusal?.values[name] ?? fallback;
  return (
    <div className="space-y-8">
      <section aria-labelledby="withdrawal-lines-title" className="space-y-3">
        <h2 id="withdrawal-lines-title" className="text-2xl font-semibold">
          {t('withdrawal.lines')}
        </h2>
        <WithdrawalLines withdrawal={withdrawal} />
        <CustomizedExclusion withdrawal={withdrawal} />
      </section>
      <Form method="post" className="space-y-5" aria-labelledby="withdrawal-statement-title">
        <h2 id="withdrawal-statement-title" className="text-2xl font-semibold">
          {t('withdrawal.statement')}
        </h2>
        <p>{t('withdrawal.noReason')}</p>
        <FormAlert message={refusal?.message} />
        <div className="grid gap-5 sm:grid-cols-2">
          <AccountField
            id="withdrawal-name"
            name="name"
            label={t('withdrawal.name')}
            autoComplete="name"
            defaultValue={value('name', customer.name)}
            error={refusal?.errors['name']}
          />
          <AccountField
            id="withdrawal-email"
            name="email"
            type="email"
            label={t('withdrawal.email')}
            autoComplete="email"
            defaultValue={value('email', customer.email)}
            error={refusal?.errors['email']}
          />
        </div>
        <div>
          <label htmlFor="withdrawal-comment" className="mb-1.5 block font-semibold">
            {t('withdrawal.comment')}
          </label>
          <textarea
            id="withdrawal-comment"
            name="comment"
            rows={3}
            maxLength={2000}
            defaultValue={value('comment', '')}
            className={inputClasses}
          />
        </div>
        <button type="submit" disabled={busy} className={buttonClasses}>
          {t('withdrawal.confirm')}
        </button>
      </Form>
    </div>
  );
}
