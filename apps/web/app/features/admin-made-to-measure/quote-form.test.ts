import { describe, expect, it } from 'vitest';
import { quoteAmounts } from '@atelier/domain';
import {
  daysAfter,
  exclVatOf,
  liveQuoteAmounts,
  quantityOf,
  quoteErrorsOf,
  quoteInputOf,
  type QuoteLineDraft,
} from './quote-form.ts';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const line = (fields: Partial<QuoteLineDraft>): QuoteLineDraft => ({
  kind: 'LABOUR',
  label: '',
  quantity: '',
  unit: '',
  unitPrice: '',
  ...fields,
});

describe('the quote builder', () => {
  it('reads quantities with two decimals at most, in French or English', () => {
    expect(quantityOf('3,5')).toBe(3.5);
    expect(quantityOf('3.25')).toBe(3.25);
    expect(quantityOf('3.255')).toBeNull();
    expect(quantityOf('0')).toBeNull();
    expect(quantityOf('')).toBeNull();
  });

  it('sends the lines typed, leaves the blank ones out and places refusals on the line typed', () => {
    const { input, formIndexes } = quoteInputOf(
      form({
        'lines.0.kind': 'LABOUR',
        'lines.0.label': 'Garnissage',
        'lines.0.quantity': '12',
        'lines.0.unit': 'h',
        'lines.0.unitPrice': '45',
        'lines.1.kind': 'OPTION',
        'lines.1.label': '',
        'lines.1.quantity': '',
        'lines.1.unit': '',
        'lines.1.unitPrice': '',
        'lines.2.kind': 'FABRIC',
        'lines.2.label': 'Velours',
        'lines.2.quantity': 'trois',
        'lines.2.unit': 'm',
        'lines.2.unitPrice': '35,00',
        vatRate: '2000',
        depositPercent: '',
        leadTimeWeeks: '6',
        validUntil: '2026-12-31',
        note: '',
      }),
    );
    expect(input).toEqual({
      lines: [
        { kind: 'LABOUR', label: 'Garnissage', quantity: 12, unit: 'h', unitPrice: 4500 },
        { kind: 'FABRIC', label: 'Velours', quantity: -1, unit: 'm', unitPrice: 3500 },
      ],
      vatRate: 2000,
      depositPercent: null,
      leadTimeWeeks: 6,
      validUntil: '2026-12-31',
      note: null,
    });
    expect(formIndexes).toEqual([0, 2]);
    expect(quoteErrorsOf({ 'lines.1.quantity': 'Too small', validUntil: 'Invalid' }, formIndexes)).toEqual({
      'lines.2.quantity': 'Too small',
      validUntil: 'Invalid',
    });
  });

  it('without JavaScript, puts the lines in the order of the positions typed, refusals still on the line typed', () => {
    const typed = (index: number, label: string, quantity: string, position: string) => ({
      [`lines.${index}.kind`]: 'SUPPLIES',
      [`lines.${index}.label`]: label,
      [`lines.${index}.quantity`]: quantity,
      [`lines.${index}.unit`]: 'u',
      [`lines.${index}.unitPrice`]: label === '' ? '' : '10',
      [`lines.${index}.position`]: position,
    });
    const common = { vatRate: '2000', depositPercent: '', leadTimeWeeks: '4', validUntil: '2026-12-31', note: '' };
    // The first two lines swapped; a blank third line left at its place.
    const swapped = quoteInputOf(
      form({
        ...typed(0, 'Crin', '1', '2'),
        ...typed(1, 'Ressorts', 'x', '1'),
        ...typed(2, '', '', '3'),
        ...common,
      }),
    );
    expect(swapped.input.lines.map((line) => line.label)).toEqual(['Ressorts', 'Crin']);
    expect(swapped.formIndexes).toEqual([1, 0]);
    expect(quoteErrorsOf({ 'lines.0.quantity': 'Invalid' }, swapped.formIndexes)).toEqual({
      'lines.1.quantity': 'Invalid',
    });

    // Typing 1 on the third line makes it the first; the others keep their order after it.
    const third = quoteInputOf(
      form({
        ...typed(0, 'A', '1', '1'),
        ...typed(1, 'B', '1', '2'),
        ...typed(2, 'C', '1', '1'),
        ...common,
      }),
    );
    expect(third.input.lines.map((line) => line.label)).toEqual(['C', 'A', 'B']);

    // A position that is not a whole number leaves its line where it is; without positions (JavaScript), the
    // form's order.
    const unread = quoteInputOf(form({ ...typed(0, 'A', '1', 'deux'), ...typed(1, 'B', '1', '2'), ...common }));
    expect(unread.input.lines.map((line) => line.label)).toEqual(['A', 'B']);
    const scripted = form({ ...typed(0, 'A', '1', '9'), ...typed(1, 'B', '1', '1'), ...common });
    scripted.delete('lines.0.position');
    scripted.delete('lines.1.position');
    expect(quoteInputOf(scripted).input.lines.map((line) => line.label)).toEqual(['A', 'B']);
  });

  it('refuses a VAT rate it does not offer and a deposit that is not a whole number', () => {
    const { input } = quoteInputOf(form({ vatRate: '1960', depositPercent: '30,5', leadTimeWeeks: '' }));
    expect(input.vatRate).toBe(-1);
    expect(input.depositPercent).toBe(-1);
    expect(input.leadTimeWeeks).toBe(-1);
  });

  it('computes the live totals exactly as the API (quoteAmounts), with the site default deposit', () => {
    const drafts = [
      line({ kind: 'LABOUR', label: 'Garnissage', quantity: '12', unitPrice: '45' }),
      line({ kind: 'FABRIC', label: 'Velours', quantity: '3,5', unitPrice: '35' }),
      line({ kind: 'OPTION', label: 'Pas encore', quantity: 'x', unitPrice: '10' }),
    ];
    const live = liveQuoteAmounts(drafts, 2000, null, 30);
    const api = quoteAmounts(
      [
        { kind: 'LABOUR', quantity: 12, unitPrice: 4500 },
        { kind: 'FABRIC', quantity: 3.5, unitPrice: 3500 },
        { kind: 'OPTION', quantity: 0, unitPrice: 1000 },
      ],
      2000,
      30,
    );
    expect(live).toEqual({ ...api, depositPercent: 30 });
    expect(live.total).toBe(79_500);
    expect(live.deposit + live.balance).toBe(live.total);
    expect(liveQuoteAmounts(drafts, 2000, 40, 30).depositPercent).toBe(40);
  });

  it('converts a fabric price per metre to its price excluding VAT, and dates the validity', () => {
    expect(exclVatOf(4200, 2000)).toBe(3500);
    expect(exclVatOf(4200, 0)).toBe(4200);
    expect(exclVatOf(1000, 550)).toBe(948);
    expect(daysAfter('2026-12-15', 30)).toBe('2027-01-14');
  });
});
