import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from '../../storage/file-type.ts';
import { MAX_RETURN_LABEL_BYTES, RETURN_LABEL_TYPES, type Locale } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { accepted, refused, type Checked } from '../../refusal.ts';
import { recordChange } from '../audit/audit.service.ts';
import { formatBytes, type ReceivedFile } from '../customization/customization-file.service.ts';
import * as admin from './order-back-admin.repository.ts';
import * as repository from './order-backs.repository.ts';
import type { OrderBackRow } from './order-backs.repository.ts';
import { privateFileKey, type FileStore } from '../../storage/file-store.ts';

/**
 * The return label the shop sends a customer (issue 16 item 4): a PDF or an image checked by its content, kept
 * with the return's photos outside /media (it carries the customer's address), served to who may see the order.
 */

export const LABEL_FIELD = 'label';

const EXTENSIONS: Record<(typeof RETURN_LABEL_TYPES)[number], string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** A name fit to keep and quote back. */
function shownName(filename: string) {
  // eslint-disable-next-line no-control-regex
  const base = path.posix.basename(filename.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f"]/g, '');
  return base.trim().slice(0, 120) || 'label';
}

/** The label's statuses: it may be sent or replaced until the goods are received. */
const LABEL_OPEN: OrderBackRow['status'][] = ['ASKED', 'LABEL_SENT'];

/**
 * `PUT /admin/order-back/{id}/label`: checks the file, writes it, and points the return at it in a transaction
 * with its audit entry; the earlier label's file goes once the new one is in place.
 */
export async function attachLabel(
  ctx: RequestContext,
  store: FileStore,
  id: number,
  files: ReceivedFile[],
  locale: Locale,
): Promise<Checked<OrderBackRow>> {
  const file = files[0];
  if (!file || file.content.length === 0) return refused([{ field: LABEL_FIELD, code: 'ORDER_BACK_LABEL_REQUIRED' }]);
  const name = shownName(file.filename);
  if (file.content.length > MAX_RETURN_LABEL_BYTES) {
    const max = formatBytes(MAX_RETURN_LABEL_BYTES, locale);
    return refused([{ field: LABEL_FIELD, code: 'ORDER_BACK_LABEL_TOO_LARGE', params: { name, max } }], 413);
  }
  const type = await fileTypeFromBuffer(file.content);
  const mimeType = RETURN_LABEL_TYPES.find((accepted) => accepted === type?.mime);
  if (!mimeType) return refused([{ field: LABEL_FIELD, code: 'ORDER_BACK_LABEL_TYPE', params: { name } }]);

  const found = await repository.findBack(ctx, id);
  if (!found) throw notFound('Return', id);
  if (!LABEL_OPEN.includes(found.status)) throw new AppError('CONFLICT', 'ORDER_BACK_LABEL_CLOSED');

  const stored = `order-backs/labels/${randomUUID()}.${EXTENSIONS[mimeType]}`;
  const key = privateFileKey(ctx.siteId, stored);
  await store.put(key, file.content, { contentType: mimeType });
  let before: OrderBackRow;
  let after: OrderBackRow;
  try {
    [before, after] = await ctx.db.transaction(async (db) => {
      const tx: RequestContext = { ...ctx, db };
      await repository.lockOrder(db, ctx.siteId, found.orderId);
      const back = (await admin.lockBack(tx, id))!;
      if (!LABEL_OPEN.includes(back.status)) throw new AppError('CONFLICT', 'ORDER_BACK_LABEL_CLOSED');
      const changed = await admin.updateBack(tx, id, { labelFile: stored, labelMimeType: mimeType, labelName: name });
      await recordChange(tx, {
        action: 'orderBack.label',
        entity: 'orderBack',
        entityId: id,
        before: { labelName: back.labelName, labelMimeType: back.labelMimeType },
        after: { labelName: name, labelMimeType: mimeType, bytes: file.content.length },
      });
      return [back, changed] as const;
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
  if (before.labelFile) await store.delete(privateFileKey(ctx.siteId, before.labelFile));
  return accepted(after);
}
