/**
 * A tiny RFC 5545 writer for the one calendar file the API sends: an event joined to its registration's
 * confirmation mail. Hand-written rather than a library: one VEVENT, UTC times, escaped and folded text.
 */

export interface CalendarEvent {
  /** Unique and stable for the registration: a calendar updates the entry it already holds. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description?: string;
  url?: string;
  /** The time the file is written (DTSTAMP). */
  stamp: Date;
}

/** `20261203T133000Z`: a UTC date-time (RFC 5545 §3.3.5, form 2). */
export function calendarDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeCalendarText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF then a space (RFC 5545 §3.1), never inside a character. */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; the next ones 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The .ics file of one event (METHOD:PUBLISH: added to a calendar, nothing to answer). */
export function calendarFile(event: CalendarEvent, productId = '-//Atelier//Events//FR'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${calendarDateTime(event.stamp)}`,
    `DTSTART:${calendarDateTime(event.start)}`,
    `DTEND:${calendarDateTime(event.end)}`,
    `SUMMARY:${escapeCalendarText(event.summary)}`,
    `LOCATION:${escapeCalendarText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeCalendarText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldCalendarLine).join('\r\n') + '\r\n';
}
