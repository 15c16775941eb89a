import { describe, expect, it } from 'vitest';
import type { OrderBackInfo, OrderBackStep } from '@atelier/contract';
import { displayDateTime } from './order-dates.ts';
import { orderPath, returnAskPath, returnPath, rowIdOf, withdrawalPath } from './order-paths.ts';
import {
  formErrorsOf,
  photosOf,
  returnFormProblems,
  returnFormValues,
  returnRequest,
  type PhotoLimits,
} from './return-form.ts';
import { returnTimeline } from './return-steps.ts';

const LIMITS: PhotoLimits = { maxPhotos: 2, maxPhotoBytes: 1024 * 1024, photoTypes: ['image/jpeg', 'image/png'] };
const RETURNABILITY = {
  lines: [
    { idOrderLine: 7, name: 'Coussin', detail: null, quantity: 3, remaining: 2 },
    { idOrderLine: 8, name: 'Plaid', detail: null, quantity: 1, remaining: 1 },
  ],
};

function form(fields: [string, string | File][]) {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('order pages paths', () => {
  it('keeps a guest on the links of the mailed token and a member in the account, French without prefix', () => {
    const member = { kind: 'member', idOrder: 12 } as const;
    const guest = { kind: 'link', idOrder: 12, token: '12.1790000000.abc_DEF-1' } as const;
    expect(orderPath(member, 'fr_FR')).toBe('/account/orders/12');
    expect(returnAskPath(member, 'en')).toBe('/en/account/orders/12/return');
    expect(returnPath(guest, 'fr_FR', 4)).toBe('/order/follow/12.1790000000.abc_DEF-1/return/4');
    expect(withdrawalPath(guest, 'en')).toBe('/en/order/follow/12.1790000000.abc_DEF-1/withdrawal');
  });

  it('reads only whole positive row ids from the URL', () => {
    expect(rowIdOf('42')).toBe(42);
    expect([rowIdOf('0'), rowIdOf('4x'), rowIdOf('-3'), rowIdOf(undefined), rowIdOf('99999999999')]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('writes datetimes DD/MM/YYYY HH:MM:SS in Paris time', () => {
    expect(displayDateTime('2026-06-01T08:05:09.000Z')).toBe('01/06/2026 10:05:09');
  });
});

describe('return form', () => {
  it('builds the API request from the ticked lines and their quantities', () => {
    const values = returnFormValues(
      form([
        ['line', '7'],
        ['quantity-7', '2'],
        ['quantity-8', '1'],
        ['kind', 'RETURN'],
        ['reason', 'CHANGED_MIND'],
        ['comment', '  trop grand  '],
      ]),
    );
    expect(returnRequest(values)).toEqual({
      lines: [{ idOrderLine: 7, quantity: 2 }],
      kind: 'RETURN',
      reason: 'CHANGED_MIND',
      comment: 'trop grand',
    });
  });

  it('reads a quantity that is not a whole number as 0 and any other kind as a return', () => {
    const values = returnFormValues(
      form([
        ['line', '8'],
        ['quantity-8', '1.5'],
        ['kind', 'WITHDRAWAL'],
      ]),
    );
    expect(values.lines).toEqual([{ idOrderLine: 8, quantity: 0 }]);
    expect(values.kind).toBe('RETURN');
  });

  it('leaves out the empty file an empty file input posts', () => {
    const photos = photosOf(
      form([
        ['images', new File([], '')],
        ['images', png('casse.png')],
      ]),
    );
    expect(photos.map((photo) => photo.name)).toEqual(['casse.png']);
  });

  it('finds what the API would refuse: no line, a quantity above what remains, a return without reason', () => {
    expect(returnFormProblems(returnFormValues(form([])), [], RETURNABILITY, LIMITS)).toEqual({
      line: { code: 'noLine' },
      reason: { code: 'reason' },
    });
    const tooMany = returnFormValues(
      form([
        ['line', '7'],
        ['quantity-7', '3'],
        ['reason', 'OTHER'],
      ]),
    );
    expect(returnFormProblems(tooMany, [], RETURNABILITY, LIMITS)).toEqual({
      'quantity-7': { code: 'quantity', params: { max: 2 } },
    });
  });

  it('asks a damage report for a photo, and refuses too many, too large or foreign photos', () => {
    const damage = returnFormValues(
      form([
        ['line', '8'],
        ['quantity-8', '1'],
        ['kind', 'DAMAGE'],
      ]),
    );
    expect(returnFormProblems(damage, [], RETURNABILITY, LIMITS)).toEqual({ images: { code: 'photoRequired' } });
    expect(returnFormProblems(damage, [png('a.png')], RETURNABILITY, LIMITS)).toEqual({});
    const three = [png('a.png'), png('b.png'), png('c.png')];
    expect(returnFormProblems(damage, three, RETURNABILITY, LIMITS).images?.code).toBe('tooManyPhotos');
    const large = png('grand.png', 2 * 1024 * 1024);
    expect(returnFormProblems(damage, [large], RETURNABILITY, LIMITS).images).toEqual({
      code: 'photoTooLarge',
      params: { name: 'grand.png', max: 1 },
    });
    const gif = new File([new Uint8Array(4)], 'anim.gif', { type: 'image/gif' });
    expect(returnFormProblems(damage, [gif], RETURNABILITY, LIMITS).images?.code).toBe('photoType');
  });

  it('puts the API errors of the request lines under the quantities of those lines', () => {
    const lines = [
      { idOrderLine: 7, quantity: 5 },
      { idOrderLine: 8, quantity: 1 },
    ];
    expect(
      formErrorsOf({ 'lines.0.quantity': 'au plus 2', lines: 'liste invalide', reason: 'choisissez un motif' }, lines),
    ).toEqual({ 'quantity-7': 'au plus 2', line: 'liste invalide', reason: 'choisissez un motif' });
  });
});

describe('return steps', () => {
  const info: OrderBackInfo = {
    isActive: true,
    message: null,
    returnAskDescription: 'Demande reçue, examinée sous 2 jours.',
    labelSentDescription: 'Étiquette envoyée par e-mail.',
    productReceivedDescription: 'Article reçu à l’atelier.',
  };
  const step = (status: OrderBackStep['status'], date: string): OrderBackStep => ({
    status,
    date,
    description: null,
  });

  it('shows the steps reached, the current one, and those still to come with the site’s descriptions', () => {
    const timeline = returnTimeline({ status: 'ASKED', steps: [step('ASKED', '2026-06-02T10:00:00Z')] }, info);
    expect(timeline.map((entry) => [entry.status, entry.state, entry.description])).toEqual([
      ['ASKED', 'current', 'Demande reçue, examinée sous 2 jours.'],
      ['LABEL_SENT', 'upcoming', 'Étiquette envoyée par e-mail.'],
      ['PRODUCT_RECEIVED', 'upcoming', 'Article reçu à l’atelier.'],
      ['REFUNDED', 'upcoming', null],
    ]);
  });

  it('ends a refused return where it was refused', () => {
    const steps = [step('ASKED', '2026-06-02T10:00:00Z'), step('REFUSED', '2026-06-03T10:00:00Z')];
    expect(returnTimeline({ status: 'REFUSED', steps }, info).map((entry) => [entry.status, entry.state])).toEqual([
      ['ASKED', 'done'],
      ['REFUSED', 'current'],
    ]);
  });
});
