import type { RefundRequest } from '@atelier/contract';

/** '12,50' or '12.50' euros → 1250 cents; null when empty or not an amount. */
export function centsOf(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '')
    .trim()
    .replace(/\s|€/g, '')
    .replace(',', '.');
  if (text === '' || !/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/**
 * A refund form's fields as the API takes them (a return's and an order's refund forms alike): `qty-{line}` units
 * per order line, `shipping` and `amount` in euros, `method`, `note`. The API checks what they give.
 */
export function refundOfForm(form: FormData): RefundRequest {
  const lines: NonNullable<RefundRequest['lines']> = [];
  for (const [name, value] of form.entries()) {
    const line = /^qty-(\d+)$/.exec(name);
    const quantity = Number(value);
    if (line && Number.isInteger(quantity) && quantity > 0) lines.push({ idOrderLine: Number(line[1]), quantity });
  }
  const amount = centsOf(form.get('amount'));
  const note = String(form.get('note') ?? '').trim();
  return {
    lines,
    shipping: centsOf(form.get('shipping')) ?? 0,
    method: form.get('method') === 'MANUAL' ? 'MANUAL' : 'PROVIDER',
    note: note === '' ? null : note,
    ...(amount !== null ? { amount } : {}),
  };
}
