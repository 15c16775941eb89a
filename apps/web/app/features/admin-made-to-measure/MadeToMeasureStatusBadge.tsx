import type { MadeToMeasureStatus } from '@atelier/domain';
import { useAdminTranslation } from '../admin/admin-i18n.ts';

const TONES: Record<MadeToMeasureStatus, string> = {
  UNCONFIRMED: 'bg-neutral-100 text-neutral-800 ring-neutral-600/30',
  NEW: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  QUESTION: 'bg-amber-50 text-amber-900 ring-amber-700/30',
  QUOTED: 'bg-sky-50 text-sky-900 ring-sky-700/30',
  EXPIRED: 'bg-neutral-100 text-neutral-800 ring-neutral-600/30',
  DECLINED: 'bg-neutral-100 text-neutral-800 ring-neutral-600/30',
  ACCEPTED: 'bg-sky-50 text-sky-900 ring-sky-700/30',
  IN_PRODUCTION: 'bg-violet-50 text-violet-900 ring-violet-700/30',
  BALANCE_DUE: 'bg-violet-50 text-violet-900 ring-violet-700/30',
  READY: 'bg-green-50 text-green-900 ring-green-700/30',
  CLOSED: 'bg-green-50 text-green-900 ring-green-700/30',
  CANCELLED: 'bg-neutral-100 text-neutral-800 ring-neutral-600/30',
};

/** A job's state in words (issue 19), the tone of the orders' badges. */
export function MadeToMeasureStatusBadge({ status }: { status: MadeToMeasureStatus }) {
  const { t } = useAdminTranslation('admin-made-to-measure');
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ring-1 ${TONES[status]}`}
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}

/** The inbox's flag on a request whose customer wrote last (or that nobody answered yet). */
export function AwaitingBadge() {
  const { t } = useAdminTranslation('admin-made-to-measure');
  return (
    <span className="inline-flex items-center rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-900 ring-1 ring-red-700/40">
      {t('list.awaiting')}
    </span>
  );
}
