import { describe, expect, it } from 'vitest';
import { amountText, discountCodeErrors, discountCodeInputOf, shopDay, shopInstant } from './discount-code-form.ts';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('the discount code form', () => {
  it('reads days as the shop’s (Paris) days, summer and winter', () => {
    expect(shopInstant('2025-07-14', '00:00:00')).toBe('2025-07-14T00:00:00+02:00');
    expect(shopInstant('2025-12-31', '23:59:59')).toBe('2025-12-31T23:59:59+01:00');
    expect(shopInstant('', '00:00:00')).toBeNull();
    expect(shopDay('2025-07-13T22:30:00.000Z')).toBe('2025-07-14');
    expect(shopDay(null)).toBe('');
  });

  it('reads euros as cents and percentages as whole numbers', () => {
    const euros = discountCodeInputOf(
      formOf({ code: 'ete', type: 'EURO', amount: '12,50', detailType: 'PRODUCT', minimumTotal: '60', isActive: 'on' }),
    );
    expect(euros).toMatchObject({ code: 'ete', type: 'EURO', amount: 1250, minimumTotal: 6000, isActive: true });
    expect(euros.maxUses).toBeNull();
    const percent = discountCodeInputOf(
      formOf({
        code: 'X',
        type: 'PERCENT',
        amount: '10',
        detailType: 'SHIPPING_FEES',
        maxUses: '3',
        endsOn: '2025-08-31',
      }),
    );
    expect(percent).toMatchObject({ amount: 10, detailType: 'SHIPPING_FEES', maxUses: 3, isActive: false });
    expect(percent.endsAt).toBe('2025-08-31T23:59:59+02:00');
    expect(discountCodeInputOf(formOf({ type: 'PERCENT', amount: '10,5', maxUses: 'x' }))).toMatchObject({
      amount: -1,
      maxUses: -1,
    });
    expect(amountText({ type: 'EURO', amount: 1250 })).toBe('12.50');
    expect(amountText({ type: 'PERCENT', amount: 10 })).toBe('10');
  });

  it('puts the API’s date refusals beside the day inputs', () => {
    expect(discountCodeErrors({ endsAt: 'later', code: 'taken' })).toEqual({ endsOn: 'later', code: 'taken' });
  });
});
