import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { mailAttachments, mailOutbox } from '../db/schema/index.ts';
import { mailParts } from '../../test/mail-parts.ts';
import { startSmtpCatcher } from '../../test/smtp-catcher.ts';
import { useTestApp } from '../../test/test-app.ts';
import { paidOrder } from '../modules/order-history/order-history.factory.ts';
import { Mailer } from './mailer.ts';
import { MAX_ATTEMPTS, retryDelayMs } from './outbox.ts';

/**
 * The SMTP server as the app sees it: a relay in front of the test's SMTP catcher that can be switched off (it
 * then drops every connection, as a server that is down) and on again, on the same address.
 */
async function startSwitchableSmtp() {
  const catcher = await startSmtpCatcher();
  const catcherPort = Number(new URL(catcher.url).port);
  let up = false;
  const sockets = new Set<net.Socket>();
  const relay = net.createServer((socket) => {
    if (!up) return socket.destroy();
    sockets.add(socket);
    const upstream = net.connect(catcherPort, '127.0.0.1');
    const end = () => {
      socket.destroy();
      upstream.destroy();
      sockets.delete(socket);
    };
    socket.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails: catcher.mails,
    switch(on: boolean) {
      up = on;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => relay.close(() => resolve()));
      await catcher.close();
    },
  };
}

let smtp: Awaited<ReturnType<typeof startSwitchableSmtp>>;
beforeAll(async () => {
  smtp = await startSwitchableSmtp();
});
afterAll(async () => {
  await smtp.close();
});

const t = useTestApp(() => ({ SMTP_URL: smtp.url }));

/** A clock the test moves by hand: the outbox reads it for its back-off, nothing sleeps. */
function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    read: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

const silent = { info() {}, warn() {}, error() {} } as unknown as ConstructorParameters<typeof Mailer>[1];

/** A runner of the outbox job as another process would be: its own mailer, its own clock. */
function runner(clock: ReturnType<typeof testClock>) {
  return new Mailer(smtp.url, silent, { clock: clock.read });
}

async function outboxRows(ids: number[]) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.siteId, 1), inArray(mailOutbox.id, ids)));
}

const caughtTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

describe('the mail outbox', () => {
  it('places the orders while SMTP is down, then sends their mails once when it is back', async () => {
    smtp.switch(false);
    const placed = [];
    for (let n = 0; n < 3; n += 1) placed.push(await paidOrder(t, { userId: null }));
    // The orders are paid and their confirmations wait in the outbox, the reason kept.
    expect(placed.map((order) => order.status)).toEqual(['PAID', 'PAID', 'PAID']);
    const waiting = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.siteId, 1),
          inArray(
            mailOutbox.orderId,
            placed.map((order) => order.id),
          ),
        ),
      );
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    for (const mail of waiting) {
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, delivered: false });
      expect(mail.error).toBeTruthy();
    }
    const emails = placed.map((order) => order.email);
    expect(emails.flatMap(caughtTo)).toEqual([]);

    // SMTP answers again; the next rounds (two runners at once, then another) send each mail once.
    smtp.switch(true);
    const clock = testClock();
    clock.advance(retryDelayMs(1));
    const [a, b] = [runner(clock), runner(clock)];
    const rounds = await Promise.all([a.sendDue(t.database.db), b.sendDue(t.database.db)]);
    await a.sendDue(t.database.db);
    const ids = waiting.map((mail) => mail.id);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBeGreaterThanOrEqual(ids.length);
    for (const mail of await outboxRows(ids)) {
      expect(mail).toMatchObject({ status: 'sent', delivered: true, attempts: 2 });
    }
    for (const order of placed) {
      expect(caughtTo(order.email).length, order.email).toBe(waiting.filter((mail) => mail.to === order.email).length);
    }
  });

  it('retries a mail with its attachment, after one minute, two, four…, then gives up and drops the file', async () => {
    smtp.switch(false);
    const clock = testClock();
    const mailer = runner(clock);
    const ctx = { siteId: 1, locale: 'fr_FR' as const, token: null, user: null, db: t.database.db };
    const to = `joined-${Date.now()}@example.test`;
    const sent = await mailer.send(ctx, {
      from: 'atelier@example.test',
      to,
      subject: 'Votre devis',
      text: 'Le devis est joint.',
      attachments: [{ filename: 'devis.txt', contentType: 'text/plain', content: Buffer.from('Devis DV2026-7') }],
    });
    expect(sent.delivered).toBe(false);
    const files = () =>
      t.database.db
        .select()
        .from(mailAttachments)
        .where(and(eq(mailAttachments.siteId, 1), eq(mailAttachments.mailId, sent.id)));
    expect(await files()).toHaveLength(1);

    // Not due a second before its minute; due at it, and failing again it waits two minutes, then four.
    clock.advance(retryDelayMs(1) - 1000);
    expect(await mailer.sendDue(t.database.db)).toEqual({ sent: 0, notSent: 0 });
    clock.advance(1000);
    expect(await mailer.sendDue(t.database.db)).toEqual({ sent: 0, notSent: 1 });
    let [row] = await outboxRows([sent.id]);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime() - clock.read().getTime()).toBe(2 * 60_000);
    clock.advance(2 * 60_000);
    expect(await mailer.sendDue(t.database.db)).toEqual({ sent: 0, notSent: 1 });
    [row] = await outboxRows([sent.id]);
    expect(row!.nextAttemptAt.getTime() - clock.read().getTime()).toBe(4 * 60_000);

    // SMTP is back: the mail leaves with its file, and the file is dropped.
    smtp.switch(true);
    clock.advance(4 * 60_000);
    expect(await mailer.sendDue(t.database.db)).toEqual({ sent: 1, notSent: 0 });
    const [caught, ...more] = caughtTo(to);
    expect(more).toEqual([]);
    const file = mailParts(caught!.raw).find((part) => part.headers['content-disposition']?.includes('devis.txt'));
    expect(file?.body).toBe('Devis DV2026-7');
    expect(await files()).toEqual([]);

    // A mail SMTP never takes fails for good after its last try, the reason kept, its file dropped.
    smtp.switch(false);
    const doomed = await mailer.send(ctx, {
      from: 'atelier@example.test',
      to,
      subject: 'Jamais',
      text: '…',
      attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    });
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      clock.advance(retryDelayMs(attempt));
      expect(await mailer.sendDue(t.database.db)).toEqual({ sent: 0, notSent: 1 });
    }
    [row] = await outboxRows([doomed.id]);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, delivered: false });
    expect(row!.error).toBeTruthy();
    clock.advance(24 * 3_600_000);
    expect(await mailer.sendDue(t.database.db)).toEqual({ sent: 0, notSent: 0 });
    expect(
      await t.database.db
        .select()
        .from(mailAttachments)
        .where(and(eq(mailAttachments.siteId, 1), eq(mailAttachments.mailId, doomed.id))),
    ).toEqual([]);
  });

  it('never sends a mail twice when two runners on their own connections take the due mails at once', async () => {
    smtp.switch(false);
    const clock = testClock();
    const writer = runner(clock);
    const ctx = { siteId: 1, locale: 'fr_FR' as const, token: null, user: null, db: t.database.db };
    const to = `many-${Date.now()}@example.test`;
    const ids: number[] = [];
    for (let n = 0; n < 30; n += 1) {
      ids.push((await writer.send(ctx, { from: 'atelier@example.test', to, subject: `n°${n}`, text: '.' })).id);
    }
    smtp.switch(true);
    clock.advance(retryDelayMs(1));
    // On PostgreSQL the second runner has a pool of its own, as another process would.
    const other: Database = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl }) : t.database;
    try {
      await Promise.all([
        runner(clock).sendDue(t.database.db),
        runner(clock).sendDue(other.db),
        runner(clock).sendDue(other.db),
      ]);
    } finally {
      if (other !== t.database) await other.close();
    }
    const subjects = caughtTo(to).map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    expect((await outboxRows(ids)).every((row) => row.status === 'sent')).toBe(true);
  });

  it('keeps a mail without SMTP_URL in the outbox, never sent', async () => {
    const mailer = new Mailer(undefined, silent);
    const ctx = { siteId: 1, locale: 'fr_FR' as const, token: null, user: null, db: t.database.db };
    const kept = await mailer.send(ctx, { from: 'a@example.test', to: 'b@example.test', subject: 'Démo', text: '.' });
    expect(kept.delivered).toBe(false);
    expect(await mailer.sendDue(t.database.db)).toEqual({ sent: 0, notSent: 0 });
    const [row] = await outboxRows([kept.id]);
    expect(row).toMatchObject({ status: 'kept', attempts: 0 });
  });
});
