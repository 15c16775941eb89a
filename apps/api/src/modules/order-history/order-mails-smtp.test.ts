import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@atelier/contract';
import { startSmtpCatcher, type CaughtMail } from '../../../test/smtp-catcher.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, paidOrder, type Customer } from './order-history.factory.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});

const t = useTestApp(() => ({ SMTP_URL: smtp.url }));

/** The message with its quoted-printable soft breaks and escapes undone, and its encoded-word headers decoded. */
function readable(mail: CaughtMail): string {
  const qp = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  // Long headers are folded onto several lines.
  const words = mail.raw
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    );
  return `${Buffer.from(qp, 'latin1').toString('utf8')}\n${words}`;
}

/** The first mail to `email` whose Subject header matches `subject`, once it reached the SMTP server. */
async function mailTo(email: string, subject: RegExp): Promise<string> {
  let found: string | undefined;
  await vi.waitFor(() => {
    found = smtp.mails
      .filter((mail) => mail.to.includes(email))
      .map(readable)
      .find((text) => text.split('\n').some((line) => line.startsWith('Subject:') && subject.test(line)));
    expect(found, `a mail to ${email} matching ${subject}`).toBeDefined();
  });
  return found!;
}

let admin: Customer;
beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
});

describe('order mails through SMTP', () => {
  it('gives a guest the signed link to follow their order in the confirmation, and it opens the order', async () => {
    const order = await paidOrder(t, { userId: null, locale: 'en' });
    const mail = await mailTo(order.email, /your order .* is confirmed/);
    const link = mail.match(/http:\/\/shop\.test\/en\/order\/follow\/(\d+\.\d+\.[A-Za-z0-9_-]{43})/);
    expect(link).not.toBeNull();
    const detail = expectOk<OrderDetail>(
      await t.call({ url: `/api/order/${order.id}`, headers: { 'x-order-access': link![1]! } }),
    );
    expect(detail).toMatchObject({ id: order.id, openedWithLink: true });
  });

  it('gives a member the link to the order in their account', async () => {
    const member = await customer(t);
    const order = await paidOrder(t, { userId: member.id });
    const mail = await mailTo(order.email, /confirmation de votre commande/);
    expect(mail).toContain(`http://shop.test/account/orders/${order.id}`);
    expect(mail).not.toContain('/order/follow/');
  });

  it('tells the customer of each step in the order’s language, the seller named in the footer', async () => {
    const order = await paidOrder(t, { userId: null, locale: 'en' });
    const put = (body: object) =>
      t.call({ method: 'PUT', url: `/api/admin/order/${order.id}/status`, headers: bearer(admin), payload: body });
    expectOk(await put({ status: 'IN_PREPARATION' }));
    expect(await mailTo(order.email, /is being prepared/)).toContain(
      `Good news: we are preparing your order ${order.reference}.`,
    );
    expectOk(await put({ status: 'SHIPPED', trackingLink: 'https://tracking.example/parcel/FR123456' }));
    const shipped = await mailTo(order.email, /has shipped/);
    expect(shipped).toContain(`Subject: Atelier Morineau: your order ${order.reference} has shipped`);
    expect(shipped).toContain('Track my parcel: https://tracking.example/parcel/FR123456');
    expect(shipped).toContain('SIRET 84173952700015');
    expectOk(await put({ status: 'DELIVERED' }));
    expect(await mailTo(order.email, /was delivered/)).toContain('tell us within 48 hours');
    expectOk(await put({ status: 'REFUNDED' }));
    expect(await mailTo(order.email, /was refunded/)).toContain('We have refunded €96.90');
    const subjects = smtp.mails.filter((mail) => mail.to.includes(order.email)).length;
    // The confirmation, then one mail per step.
    expect(subjects).toBe(5);
  });
});
