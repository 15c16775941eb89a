import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventDay, eventHours, eventPrice } from './event-format.ts';
import { eventPath } from './event-urls.ts';

describe('event dates, prices and addresses', () => {
  it('dates an event in Paris time, whatever the machine’s zone', () => {
    expect(eventDay('2026-12-07T08:30:00.000Z', 'fr_FR')).toBe('lundi 7 décembre 2026');
    expect(eventDay('2026-12-07T08:30:00.000Z', 'en')).toBe('Monday 7 December 2026');
    expect(eventHours('2026-12-07T08:30:00.000Z', '2026-12-07T15:00:00.000Z', 'fr_FR')).toBe('09:30 – 16:00');
    // Summer time: UTC+2.
    expect(eventHours('2026-06-02T16:00:00.000Z', '2026-06-02T18:00:00.000Z', 'en')).toBe('18:00 – 20:00');
  });

  it('writes the day and the hours as ICU does, in Paris time, before and after 1996 and around clock changes', () => {
    const icu = (instant: Date, tag: string, options: Intl.DateTimeFormatOptions) => {
      const parts = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'Europe/Paris' }).formatToParts(instant);
      return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    };
    const long = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
    // Any instant from 1970 to 2100, and instants within three hours of a clock change.
    const anyInstant = fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2100-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    const nearChange = fc
      .record({
        year: fc.integer({ min: 1996, max: 2100 }),
        month: fc.constantFrom(2, 9),
        minutes: fc.integer({ min: -180, max: 180 }),
      })
      .map(({ year, month, minutes }) => {
        const last = new Date(Date.UTC(year, month + 1, 0));
        return new Date(Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1) + minutes * 60_000);
      });
    fc.assert(
      fc.property(fc.oneof(anyInstant, nearChange), (instant) => {
        const iso = instant.toISOString();
        for (const [locale, tag] of [
          ['fr_FR', 'fr-FR'],
          ['en', 'en-GB'],
        ] as const) {
          const part = icu(instant, tag, long);
          expect(eventDay(iso, locale)).toBe(`${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`);
        }
        const time = icu(instant, 'en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
        expect(eventHours(iso, iso, 'en')).toBe(
          `${time('hour')}:${time('minute')} – ${time('hour')}:${time('minute')}`,
        );
      }),
      { numRuns: 5_000 },
    );
  });

  it('names the end day of an event over several days', () => {
    expect(eventHours('2026-12-07T08:00:00.000Z', '2026-12-09T16:00:00.000Z', 'fr_FR')).toBe(
      '09:00 – mercredi 9 décembre 2026 17:00',
    );
  });

  it('writes prices in euros in each language', () => {
    expect(eventPrice(9500, 'fr_FR').replace(/\s/g, ' ')).toBe('95,00 €');
    expect(eventPrice(9500, 'en')).toBe('€95.00');
  });

  it('addresses an event under /evenements, and /en/events in English', () => {
    expect(eventPath({ slug: 'initiation-tabouret', id: 1 }, 'fr_FR')).toBe('/evenements/initiation-tabouret/1');
    expect(eventPath({ slug: 'stool-taster-day', id: 1 }, 'en')).toBe('/en/events/stool-taster-day/1');
  });
});
