// The mails caught by the SMTP server of the global setup, read over its HTTP endpoint.
import { expect } from '@playwright/test';

export interface CaughtMail {
  from: string;
  to: string[];
  /** The message as received (headers and body, possibly quoted-printable or base64). */
  raw: string;
  receivedAt: string;
}

export async function caughtMails(): Promise<CaughtMail[]> {
  const url = process.env['E2E_MAIL_URL'];
  if (!url) throw new Error('E2E_MAIL_URL is not set: run the tests through playwright.config.ts');
  const res = await fetch(url);
  return (await res.json()) as CaughtMail[];
}

/** The raw message and its decoded forms (quoted-printable, base64 parts, encoded-word headers). */
export function readableMail(mail: CaughtMail): string {
  const unfolded = mail.raw.replace(/=\r?\n/g, '');
  const qp = unfolded.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const qpUtf8 = Buffer.from(qp, 'latin1').toString('utf8');
  const base64Parts = [...mail.raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{16,})(?:\r?\n--|\s*$)/g)].map((m) =>
    Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  const words = mail.raw.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
  return [mail.raw, qpUtf8, words, ...base64Parts].join('\n');
}

/**
 * The path of the link matching `link` (a global pattern) in the first mail sent to `email`, waiting for the
 * mail to reach the SMTP server (the mail may carry it as an absolute URL).
 */
export async function mailedPath(email: string, link: RegExp, what = 'the mail'): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await caughtMails()).find((m) => m.to.includes(email));
        // The raw message may cut the link (quoted-printable soft breaks): the longest reading is the whole link.
        const links = mail ? [...readableMail(mail).matchAll(link)] : [];
        path = links.map((m) => m[0]).sort((a, b) => b.length - a.length)[0];
        return path;
      },
      { timeout: 10_000, message: `${what} reaches the SMTP server` },
    )
    .toBeTruthy();
  return path!;
}

export const RESET_LINK = /\/(?:en\/)?password\/reset\/[A-Za-z0-9_-]+/g;
