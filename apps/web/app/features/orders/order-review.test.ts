import { describe, expect, it } from 'vitest';
import { reviewInviteUrl } from './order-review.ts';

const DAY = 86_400_000;
const delivered = '2026-11-01T10:00:00.000Z';
const at = (days: number) => Date.parse(delivered) + days * DAY;
const url = 'https://g.page/r/atelier/review';

describe('the invitation to review an order (ORDER_REVIEW_DELAY)', () => {
  it('comes the given number of days after the delivery, a week by default', () => {
    expect(reviewInviteUrl(delivered, { GOOGLE_REVIEW_URL: url }, at(6.9))).toBeNull();
    expect(reviewInviteUrl(delivered, { GOOGLE_REVIEW_URL: url }, at(7))).toBe(url);
    expect(reviewInviteUrl(delivered, { GOOGLE_REVIEW_URL: url, ORDER_REVIEW_DELAY: '2' }, at(2))).toBe(url);
    expect(reviewInviteUrl(delivered, { GOOGLE_REVIEW_URL: url, ORDER_REVIEW_DELAY: '0' }, at(0))).toBe(url);
    expect(reviewInviteUrl(delivered, { GOOGLE_REVIEW_URL: url, ORDER_REVIEW_DELAY: 'soon' }, at(3))).toBeNull();
  });

  it('needs a delivered order and a web address to send the buyer to', () => {
    expect(reviewInviteUrl(null, { GOOGLE_REVIEW_URL: url }, at(30))).toBeNull();
    expect(reviewInviteUrl(delivered, {}, at(30))).toBeNull();
    expect(reviewInviteUrl(delivered, { GOOGLE_REVIEW_URL: 'javascript:alert(1)' }, at(30))).toBeNull();
  });
});
