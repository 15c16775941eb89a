const DAY_MS = 86_400_000;

/** SPEC §3 ORDER_REVIEW_DELAY's default: a week after the delivery. */
export const DEFAULT_REVIEW_DELAY_DAYS = 7;

/**
 * ORDER_REVIEW_DELAY (days): an order delivered at least that long ago invites its buyer to review the shop,
 * when the shop has somewhere to send them (GOOGLE_REVIEW_URL, a web address).
 */
export function reviewInviteUrl(
  deliveredAt: string | null,
  parameters: { ORDER_REVIEW_DELAY?: string | null; GOOGLE_REVIEW_URL?: string | null },
  now: number,
): string | null {
  const url = parameters.GOOGLE_REVIEW_URL?.trim();
  if (!deliveredAt || !url || !/^https?:\/\//i.test(url)) return null;
  const delay = Number(parameters.ORDER_REVIEW_DELAY ?? '');
  const days =
    parameters.ORDER_REVIEW_DELAY != null && Number.isFinite(delay) && delay >= 0 ? delay : DEFAULT_REVIEW_DELAY_DAYS;
  const delivered = Date.parse(deliveredAt);
  return Number.isFinite(delivered) && now - delivered >= days * DAY_MS ? url : null;
}
