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
