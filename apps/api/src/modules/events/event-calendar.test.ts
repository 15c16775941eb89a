import { describe, expect, it } from 'vitest';
import { calendarDateTime, calendarFile, escapeCalendarText, foldCalendarLine } from './event-calendar.ts';

describe('event calendar file (RFC 5545)', () => {
  it('writes UTC date-times', () => {
    expect(calendarDateTime(new Date('2026-12-03T13:30:00.250Z'))).toBe('20261203T133000Z');
  });

  it.each([
    ['Atelier, Vendée', 'Atelier\\, Vendée'],
    ['a;b', 'a\\;b'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
  ])('escapes %j in text values', (text, escaped) => {
    expect(escapeCalendarText(text)).toBe(escaped);
  });

  it('folds lines past 75 octets without cutting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldCalendarLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldCalendarLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes one VEVENT with its required properties, CRLF line ends', () => {
    const ics = calendarFile({
      uid: 'event-1-2-3@atelier.test',
      start: new Date('2026-12-03T13:30:00Z'),
      end: new Date('2026-12-03T17:30:00Z'),
      stamp: new Date('2026-11-25T08:00:00Z'),
      summary: 'Atelier : tapisser un tabouret',
      location: '12 rue des Artisans, 85000 La Roche-sur-Yon',
      url: 'https://atelier.test/evenements/tabouret/2',
    });
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:event-1-2-3@atelier.test');
    expect(lines).toContain('DTSTAMP:20261125T080000Z');
    expect(lines).toContain('DTSTART:20261203T133000Z');
    expect(lines).toContain('DTEND:20261203T173000Z');
    expect(lines).toContain('SUMMARY:Atelier : tapisser un tabouret');
    expect(lines).toContain('LOCATION:12 rue des Artisans\\, 85000 La Roche-sur-Yon');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });
});
