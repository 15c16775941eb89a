import { useTranslation } from '../i18n/use-translation.ts';
import { useStartup } from '../site/site-data.ts';
import { reviewInviteUrl } from './order-review.ts';

/** The invitation to review the shop, ORDER_REVIEW_DELAY days after the order's delivery. */
export function OrderReviewInvite({ deliveredAt }: { deliveredAt: string | null }) {
  const { t } = useTranslation('orders');
  const { parameters } = useStartup();
  const url = reviewInviteUrl(deliveredAt, parameters, Date.now());
  if (!url) return null;
  return (
    <aside aria-labelledby="order-review-title" className="rounded-2xl bg-primary/8 p-6 ring-1 ring-primary/25">
      <h2 id="order-review-title" className="text-xl font-semibold">
        {t('detail.review.title')}
      </h2>
      <p className="mt-2">{t('detail.review.text')}</p>
      <p className="mt-4">
        <a href={url} rel="noopener" className="font-semibold underline underline-offset-2">
          {t('detail.review.link')}
        </a>
      </p>
    </aside>
  );
}
