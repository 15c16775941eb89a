import { redirect } from 'react-router';
import { adminAction, ADMIN_HEADERS } from '../admin/admin-calls.server.ts';
import { adminPath } from '../admin/admin-paths.ts';
import { localeFromPath } from '../i18n/locale.ts';
import { intentOf } from './content-form.ts';

/** What a content editor's form does with its item, through the item's admin endpoints. */
export interface EditorCalls<Body> {
  /** The list under /admin a deleted item leads back to ('news'). */
  listPath: string;
  /** The page under /admin of an item just created ('news/12'). */
  itemPath: (id: number) => string;
  /** The success message of a deletion (`deleted` unless said). */
  deleted?: string;
  bodyOf: (form: FormData) => Body;
  remove: (id: number) => Promise<unknown>;
  publish: (id: number, isPublished: boolean) => Promise<unknown>;
  update: (id: number, body: Body) => Promise<unknown>;
  create: (body: Body) => Promise<{ id: number }>;
}

/**
 * The action of a content editor (news, articles, services, popups; issue 18 item 6): `intent` save (a new item
 * is created, then its page opens), publish, unpublish or delete (then back to the list). A refusal comes back to
 * the form with its messages per field.
 */
export async function contentEditorAction<Body>(request: Request, id: number | null, calls: EditorCalls<Body>) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  if (id !== null && intent === 'delete') {
    const done = await adminAction(() => calls.remove(id), calls.deleted ?? 'deleted');
    if (done.ok) return redirect(`${adminPath(calls.listPath, locale)}?deleted=1`, { headers: ADMIN_HEADERS });
    return done;
  }
  if (id !== null && (intent === 'publish' || intent === 'unpublish')) {
    const isPublished = intent === 'publish';
    return adminAction(() => calls.publish(id, isPublished), isPublished ? 'published' : 'unpublished');
  }
  const body = calls.bodyOf(form);
  if (id !== null) return adminAction(() => calls.update(id, body), 'saved');
  let created: { id: number } | null = null;
  const done = await adminAction(async () => {
    created = await calls.create(body);
  }, 'created');
  if (!done.ok || !created) return done;
  const { id: newId } = created as { id: number };
  return redirect(`${adminPath(calls.itemPath(newId), locale)}?created=1`, { headers: ADMIN_HEADERS });
}
