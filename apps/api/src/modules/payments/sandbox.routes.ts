import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { paymentsEndpoints as endpoints, type Locale } from '@atelier/contract';
import type { SiteContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { siteParameters, sites } from '../../db/schema/index.ts';
import { route } from '../../endpoint-route.ts';
import * as repository from './payments.repository.ts';
import type { PaymentDetail } from './payments.repository.ts';
import type { OtherCheckouts } from './other-checkouts.ts';
import { renderSandboxClosed, renderSandboxForm, renderSandboxRefusal, type SandboxFormView } from './sandbox-page.ts';
import { checkSandboxCard } from './sandbox-provider.ts';
import { applyResult, cancelByCustomer, releaseExpiredOrder, type PaymentDeps } from './payments.service.ts';
import { paymentOfToken } from './return-token.ts';

/** The pages' params and the card form, checked here: a wrong one answers a page, not the envelope. */
const pageParams = endpoints.sandboxPay.params;
const cardForm = endpoints.sandboxPay.body;

/** Our own page: no outside resource, nothing framing it, forms only to us and to the storefront (redirects). */
function sendPage(reply: FastifyReply, status: number, html: string, storefront?: string) {
  const formTargets = ["'self'", ...(storefront ? [storefront] : [])].join(' ');
  return (
    reply
      .code(status)
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; frame-ancestors 'none'; base-uri 'none'`,
      )
      // The URL carries the payment's return token: keep it out of caches and other sites' logs. `same-origin`,
      // not `no-referrer`: with no-referrer Chromium posts the card form with `Origin: null`, which
      // fromThisHost must refuse.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

/** A form post must come from a page of this host (the card form itself), never from another site's form. */
function fromThisHost(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host.toLowerCase() === request.host.toLowerCase();
  } catch {
    return false;
  }
}

async function siteNameOf(db: Db, siteId: number): Promise<string> {
  const [parameter] = await db
    .select({ value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, siteId), eq(siteParameters.type, 'COMPANY_NAME')));
  if (parameter?.value) return parameter.value;
  const [site] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, siteId));
  return site?.name ?? 'Atelier';
}

/** A sandbox payment the card page serves: an order's, or another module's (a made-to-measure job's). */
interface SandboxCheckout {
  site: SiteContext;
  amount: number;
  locale: Locale;
  reference: string;
  subject: SandboxFormView['subject'];
  returnUrl: string;
  storefront: string | undefined;
  payable(): Promise<boolean>;
  apply(result: 'PAID' | 'DECLINED'): Promise<unknown>;
}

/**
 * The sandbox's hosted payment page (issue 6 item 5), served by this API like a provider's would be:
 * `GET /payment/sandbox/{siteId}/{token}` shows the card form, `POST` the same URL pays (test cards only),
 * `POST …/cancel` gives up; both then send the browser to the storefront's return page. The token names an
 * order's payment, else one of `others` (a made-to-measure job's deposit or balance, issue 19).
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps; others?: OtherCheckouts }> = async (
  app,
  { deps, others },
) => {
  // Browsers post forms url-encoded; this parser serves these routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The payment the token names and what the page shows of it, or null when the token names nothing here. */
  async function checkoutOf(
    request: FastifyRequest,
    params: z.infer<typeof pageParams>,
  ): Promise<SandboxCheckout | null> {
    // The site is the one the page's URL names: the provider's page is reached from no storefront.
    const site = { db: request.ctx.db, siteId: params.siteId };
    const payment = await paymentOfToken(site, params.token);
    if (!payment) {
      const other = await others?.byToken(site, deps, params.token);
      if (!other || other.payment.provider !== 'SANDBOX') return null;
      return {
        site,
        amount: other.payment.amount,
        locale: other.locale,
        reference: other.subject.reference,
        subject: other.subject.kind,
        returnUrl: other.returnUrl,
        storefront: other.storefront,
        payable: () => other.payable(),
        apply: (result) => other.apply(result, 'sandbox card'),
      };
    }
    if (payment.provider !== 'SANDBOX') return null;
    const order = await repository.findOrder(site, payment.orderId);
    if (!order) return null;
    const detail = payment.detail as PaymentDetail;
    return {
      site,
      amount: payment.amount,
      locale: order.locale === 'en' ? 'en' : 'fr_FR',
      reference: order.reference,
      subject: 'ORDER',
      returnUrl: detail.returnUrl!,
      storefront: detail.storefrontUrl,
      // Whether the payment can still be made; an order past its time is released on the spot.
      async payable() {
        if (payment.status !== 'PENDING' || order.status !== 'AWAITING_PAYMENT') return false;
        if (order.expiresAt.getTime() > Date.now()) return true;
        await releaseExpiredOrder(site, deps, order.id, new Date());
        return false;
      },
      apply: (result) => applyResult(site, deps, payment, result, 'sandbox card'),
    };
  }

  function formView(checkout: SandboxCheckout, siteName: string, token: string): SandboxFormView {
    const { locale, reference, subject, amount } = checkout;
    return { locale, siteName, reference, subject, amount, token };
  }

  route(app, endpoints.sandboxPaymentForm, { attachValidation: true }, async (request, reply) => {
    const checkout = request.validationError ? null : await checkoutOf(request, request.params);
    if (!checkout) return sendPage(reply, 404, renderSandboxRefusal('missing'));
    const siteName = await siteNameOf(checkout.site.db, checkout.site.siteId);
    if (!(await checkout.payable())) {
      return sendPage(
        reply,
        200,
        renderSandboxClosed(checkout.locale, siteName, checkout.returnUrl),
        checkout.storefront,
      );
    }
    return sendPage(
      reply,
      200,
      renderSandboxForm(formView(checkout, siteName, request.params.token)),
      checkout.storefront,
    );
  });

  route(app, endpoints.sandboxPay, { attachValidation: true }, async (request, reply) => {
    if (!fromThisHost(request)) return sendPage(reply, 403, renderSandboxRefusal('foreign'));
    const params = pageParams.safeParse(request.params);
    const checkout = params.success ? await checkoutOf(request, params.data) : null;
    if (!checkout) return sendPage(reply, 404, renderSandboxRefusal('missing'));
    if (!(await checkout.payable())) return reply.redirect(checkout.returnUrl, 303);
    const form = cardForm.safeParse(request.body ?? {});
    const card = form.success ? form.data : null;
    const check = card ? checkSandboxCard(card) : ({ ok: false, problem: 'FORM' } as const);
    if (!check.ok) {
      const siteName = await siteNameOf(checkout.site.db, checkout.site.siteId);
      const view = {
        ...formView(checkout, siteName, params.data!.token),
        problem: check.problem,
        values: { expiry: card?.expiry ?? '', holder: card?.holder ?? '' },
      };
      return sendPage(reply, 400, renderSandboxForm(view), checkout.storefront);
    }
    await checkout.apply(check.result);
    return reply.redirect(checkout.returnUrl, 303);
  });

  route(app, endpoints.sandboxCancelPayment, { attachValidation: true }, async (request, reply) => {
    if (!fromThisHost(request)) return sendPage(reply, 403, renderSandboxRefusal('foreign'));
    if (request.validationError) return sendPage(reply, 404, renderSandboxRefusal('missing'));
    const { siteId, token } = request.params;
    const site = { db: request.ctx.db, siteId };
    const payment = await paymentOfToken(site, token);
    if (!payment) {
      const other = await others?.byToken(site, deps, token);
      if (!other || other.payment.provider !== 'SANDBOX') return sendPage(reply, 404, renderSandboxRefusal('missing'));
      return reply.redirect(await other.cancel(), 303);
    }
    if (payment.provider !== 'SANDBOX') return sendPage(reply, 404, renderSandboxRefusal('missing'));
    return reply.redirect(await cancelByCustomer(site, deps, token), 303);
  });
};
