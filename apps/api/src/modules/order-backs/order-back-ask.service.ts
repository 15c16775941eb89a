import { pickLocale, RETURN_REASON_TYPE, type OrderBack } from '@atelier/contract';
import { requestedLineProblems, returnEligibility, type RequestedLineProblem } from '@atelier/domain';
import { formatReceivedAt } from '../../mail/order-back-templates.ts';
import type { RequestContext } from '../../context.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import type { ReceivedFile } from '../customization/customization-file.service.ts';
import { sendOrderBackMails, type OrderBackMailDeps } from './order-back-mails.ts';
import type { OrderBackInput } from './order-back-fields.ts';
import { PHOTO_FIELD, storePhotos, validatePhotos } from './order-back-photos.ts';
import * as repository from './order-backs.repository.ts';
import type { OrderRow } from './order-backs.repository.ts';
import { afterSalesOrder, formatDay, presentBacks, stepDescription } from './order-backs.service.ts';
import type { FileStore } from '../../storage/file-store.ts';

/**
 * `POST /order/{id}/back-products` (issue 7 item 3) as named steps: the order-level rules (returns open,
 * delivered, within the window), the request's own (reason of the list, damage within its hours and with a
 * photo, photos that are photos, quantities within what remains), then, in one transaction with the order
 * locked, the quantities checked again and the return written; then the mails.
 */

export interface AskDeps extends OrderBackMailDeps {
  fileStore: FileStore;
}

function lineProblem(problem: RequestedLineProblem, input: OrderBackInput): FieldProblem {
  const id = input.lines[problem.index]!.idOrderLine;
  const at = `lines.${problem.index}`;
  switch (problem.rule) {
    case 'UNKNOWN_LINE':
      return { field: `${at}.idOrderLine`, code: 'ORDER_BACK_LINE_UNKNOWN', params: { id } };
    case 'DUPLICATE_LINE':
      return { field: `${at}.idOrderLine`, code: 'ORDER_BACK_LINE_TWICE', params: { id } };
    case 'NOT_POSITIVE':
      return { field: `${at}.quantity`, code: 'ORDER_BACK_QUANTITY_NOT_POSITIVE' };
    case 'ABOVE_REMAINING':
      return { field: `${at}.quantity`, code: 'ORDER_BACK_QUANTITY_ABOVE', params: { remaining: problem.remaining } };
  }
}

/** Step 1: the rules of the order as it is now; a refusal here is about the order, not a field. */
async function checkOrder(ctx: RequestContext, order: OrderRow, input: OrderBackInput, now: Date) {
  const [settings, reasons, lines, backs] = await Promise.all([
    repository.findSettings(ctx),
    repository.findGenericValues(ctx, RETURN_REASON_TYPE),
    repository.findOrderLines(ctx, order.id),
    repository.findPastBacks(ctx, order.id),
  ]);
  const rules = returnEligibility(afterSalesOrder(order, lines, backs), settings, now);
  const problems: FieldProblem[] = [];
  if (rules.reason === 'INACTIVE') problems.push({ field: 'order', code: 'ORDER_BACKS_INACTIVE' });
  else if (rules.reason === 'NOT_DELIVERED') problems.push({ field: 'order', code: 'ORDER_BACK_NOT_DELIVERED' });
  else if (rules.reason === 'PERIOD_OVER') {
    problems.push({
      field: 'order',
      code: 'ORDER_BACK_PERIOD_OVER',
      params: { date: formatDay(rules.deadline!, ctx.locale) },
    });
  } else if (rules.reason === 'NOTHING_RETURNABLE') {
    problems.push({ field: 'order', code: 'ORDER_BACK_NOTHING_RETURNABLE' });
  }
  if (problems.length > 0) return { ok: false as const, problems };

  if (input.kind === 'RETURN' && !input.reason) problems.push({ field: 'reason', code: 'ORDER_BACK_REASON_REQUIRED' });
  if (input.reason && !reasons.some((row) => row.code === input.reason)) {
    problems.push({ field: 'reason', code: 'ORDER_BACK_REASON_UNKNOWN', params: { value: input.reason } });
  }
  if (input.kind === 'DAMAGE' && !rules.canReportDamage) {
    problems.push({
      field: 'kind',
      code: 'ORDER_BACK_DAMAGE_PERIOD_OVER',
      params: { hours: settings.damageWindowHours, date: formatReceivedAt(rules.damageDeadline!, ctx.locale) },
    });
  }
  problems.push(...requestedLineProblems(input.lines, rules.remaining).map((p) => lineProblem(p, input)));
  return { ok: true as const, problems, settings, reasons, lines };
}

export async function askReturn(
  ctx: RequestContext,
  deps: AskDeps,
  order: OrderRow,
  input: OrderBackInput,
  files: ReceivedFile[],
  access: string | null,
  now = new Date(),
): Promise<Checked<OrderBack>> {
  const checked = await checkOrder(ctx, order, input, now);
  if (!checked.ok) return refused(checked.problems);
  const { photos, problems: photoProblems } = await validatePhotos(files, ctx.locale);
  const problems = [...checked.problems, ...photoProblems];
  if (input.kind === 'DAMAGE' && files.length === 0) {
    problems.push({ field: PHOTO_FIELD, code: 'ORDER_BACK_PHOTO_REQUIRED' });
  }
  if (problems.length > 0) return refused(problems);

  const kept = await storePhotos(deps.fileStore, ctx.siteId, photos);
  let written: Checked<repository.OrderBackRow> | undefined;
  try {
    written = await ctx.db.transaction(async (tx) => {
      const txCtx: RequestContext = { ...ctx, db: tx };
      const locked = await repository.lockOrder(tx, ctx.siteId, order.id);
      const backs = await repository.findPastBacks(txCtx, order.id);
      // Another request of the same order may have taken units since step 1.
      const rules = returnEligibility(afterSalesOrder(locked!, checked.lines, backs), checked.settings, now);
      const late = requestedLineProblems(input.lines, rules.remaining).map((p) => lineProblem(p, input));
      if (late.length > 0) return refused(late);
      const row = await repository.insertBack(txCtx, {
        orderId: order.id,
        kind: input.kind,
        reason: input.reason ?? null,
        comment: input.comment ?? null,
        lines: input.lines.map((line) => ({ orderLineId: line.idOrderLine, quantity: line.quantity })),
        photos: kept.stored,
      });
      return accepted(row);
    });
  } finally {
    if (!written?.ok) await kept.remove();
  }
  if (!written.ok) return written;
  const back = written.value;

  const reason = checked.reasons.find((row) => row.code === back.reason);
  await sendOrderBackMails(ctx, deps, {
    order,
    back,
    orderLines: checked.lines,
    lines: input.lines.map((line) => ({ orderLineId: line.idOrderLine, quantity: line.quantity })),
    excluded: [],
    reasonLabel: (locale) => (reason ? pickLocale(reason.label, locale) : back.reason),
    photoCount: kept.stored.length,
    nextStep: (locale) => stepDescription(checked.settings, 'ASKED', locale),
    declared: { name: null, email: null },
    recipients: [order.email],
  });
  const [presented] = await presentBacks(ctx, order, [back], access);
  return accepted(presented!);
}
