import { useEffect, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { AdminMenu, AdminMenuEntry, AdminMenuTargets } from '@atelier/contract';
import { useHydrated } from '../behaviours/use-hydrated.ts';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { ConfirmButton, dangerButton, primaryButton, secondaryButton } from '../admin/ConfirmButton.tsx';
import { LocalizedField } from '../admin/LocalizedField.tsx';
import { missesEnglish } from '../admin/localized-form.ts';
import { moveEntry, reorderSiblings, type MenuMove } from './menu-order.ts';
import { MenuLinkForm } from './MenuLinkForm.tsx';

interface TreeProps {
  menu: AdminMenu;
  targets: AdminMenuTargets;
  errorsOf: (form: string) => Record<string, string>;
}

const textIn = (text: { fr_FR: string; en?: string }, locale: string) =>
  locale === 'en' ? text.en || text.fr_FR : text.fr_FR;

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold ring-1';

/**
 * The top menu as the site shows it, a line per entry and its sub-menu under it: drag a line among its neighbours
 * (mouse, finger or keyboard), or use its arrows (up, down, into the sub-menu of the line above, out of it), which
 * are plain forms; each line opens to edit what the menu shows of it.
 */
export function MenuTree({ menu, targets, errorsOf }: TreeProps) {
  const { t } = useAdminTranslation('admin-menus');
  if (menu.entries.length === 0) return <p className="text-stone-700">{t('main.empty')}</p>;
  return <Siblings entries={menu.entries} parentId={null} menu={menu} targets={targets} errorsOf={errorsOf} />;
}

function Siblings({
  entries,
  parentId,
  menu,
  targets,
  errorsOf,
}: TreeProps & { entries: AdminMenuEntry[]; parentId: number | null }) {
  const submit = useSubmit();
  const [order, setOrder] = useState(() => entries.map((entry) => entry.id));
  useEffect(() => setOrder(entries.map((entry) => entry.id)), [entries]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(entries.map((entry) => [entry.id, entry]));

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
    setOrder(next);
    const places = reorderSiblings(menu.entries, parentId, next);
    submit({ intent: 'order', form: 'order', entries: JSON.stringify(places) }, { method: 'post' });
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ul className={parentId === null ? 'space-y-3' : 'mt-3 space-y-3 border-l-4 border-stone-300 pl-3 sm:pl-5'}>
          {order.map((id) => {
            const entry = byId.get(id);
            return entry ? <EntryRow key={id} entry={entry} menu={menu} targets={targets} errorsOf={errorsOf} /> : null;
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function EntryRow({ entry, menu, targets, errorsOf }: TreeProps & { entry: AdminMenuEntry }) {
  const { t, locale } = useAdminTranslation('admin-menus');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.id,
  });
  const title = textIn(entry.menuTitle ?? entry.title, locale);
  const formKey = `entry-${entry.id}`;
  const errors = errorsOf(formKey);
  const deleteForm = `delete-link-${entry.id}`;
  const hydrated = useHydrated();
  // Once scripts run, a line's form is drawn when it is opened: the page stays light with many lines.
  const [opened, setOpened] = useState(false);
  const hasErrors = Object.keys(errors).length > 0;
  const can = (move: MenuMove) => moveEntry(menu.entries, entry.id, move, menu.maxDepth) !== null;
  const url = entry.urls ? (locale === 'en' ? entry.urls.en : entry.urls.fr_FR) : null;
  const moves: { move: MenuMove; icon: string }[] = [
    { move: 'up', icon: '↑' },
    { move: 'down', icon: '↓' },
    { move: 'outdent', icon: '←' },
    { move: 'indent', icon: '→' },
  ];

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`rounded-md border border-stone-300 bg-white p-3 sm:p-4 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
      data-menu-entry={entry.id}
    >
      {/* The arrows go under the title on a phone: the title keeps at least 14rem. */}
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <div className="flex min-w-0 flex-[1_1_14rem] items-start gap-3">
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={t('main.drag', { title })}
            className="flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-md text-xl text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
          >
            <span aria-hidden="true">⠿</span>
          </button>
          <div className="min-w-0 flex-1 space-y-1">
            <p className="font-semibold break-words">{title}</p>
            <p className="flex flex-wrap gap-2">
              <span className={`${badge} bg-stone-100 text-stone-800 ring-stone-400`}>
                {entry.isHome ? t('main.home') : entry.kind === 'link' ? t('main.link') : t('main.page')}
              </span>
              {!entry.showInMenu && (
                <span className={`${badge} bg-stone-200 text-stone-900 ring-stone-500`}>{t('main.hidden')}</span>
              )}
              {!entry.isPublished && (
                <span className={`${badge} bg-amber-100 text-amber-900 ring-amber-700`}>{t('main.draft')}</span>
              )}
              {missesEnglish(entry.menuTitle ?? entry.title) && (
                <span className={`${badge} bg-amber-100 text-amber-900 ring-amber-700`}>
                  {t('main.missingEnglish')}
                </span>
              )}
            </p>
            {url ? (
              <p className="text-sm break-all text-stone-700">{t('main.leadsTo', { url })}</p>
            ) : (
              <p className="text-sm text-red-800">{t('main.targetGone')}</p>
            )}
          </div>
        </div>
        <Form method="post" className="flex gap-1">
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="form" value={formKey} />
          <input type="hidden" name="id" value={entry.id} />
          {moves.map(({ move, icon }) => (
            <button
              key={move}
              type="submit"
              name="move"
              value={move}
              disabled={busy || !can(move)}
              aria-label={t(`main.${move}`, { title })}
              title={t(`main.${move}`, { title })}
              className="flex min-h-11 min-w-11 items-center justify-center rounded-md text-lg ring-1 ring-stone-400 hover:bg-stone-100 disabled:opacity-40"
            >
              <span aria-hidden="true">{icon}</span>
            </button>
          ))}
        </Form>
      </div>

      <details className="mt-2" open={hasErrors || undefined} onToggle={(event) => setOpened(event.currentTarget.open)}>
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-stone-900 underline">
          {t('main.edit')}
          <span className="sr-only"> {title}</span>
        </summary>
        <div className="mt-3">
          {hydrated && !opened && !hasErrors ? null : entry.kind === 'link' ? (
            <>
              <MenuLinkForm formKey={formKey} entry={entry} targets={targets} errors={errors}>
                <ConfirmButton
                  form={deleteForm}
                  className={dangerButton}
                  question={t('main.deleteQuestion', { title })}
                  confirmLabel={t('main.deleteConfirm')}
                >
                  {t('main.delete')}
                </ConfirmButton>
              </MenuLinkForm>
              <Form method="post" id={deleteForm} hidden>
                <input type="hidden" name="intent" value="deleteLink" />
                <input type="hidden" name="form" value={formKey} />
                <input type="hidden" name="id" value={entry.id} />
              </Form>
            </>
          ) : (
            <Form method="post" noValidate className="space-y-4" key={JSON.stringify(entry.menuTitle)}>
              <p className="text-sm text-stone-700">{t('main.pageHelp')}</p>
              <input type="hidden" name="intent" value="saveEntry" />
              <input type="hidden" name="form" value={formKey} />
              <input type="hidden" name="id" value={entry.id} />
              <LocalizedField
                name="menuTitle"
                label={t('main.menuTitle')}
                defaultValue={entry.menuTitle}
                maxLength={120}
                errors={errors}
              />
              <label className="flex min-h-11 items-center gap-3">
                <input type="checkbox" name="showInMenu" defaultChecked={entry.showInMenu} className="h-5 w-5" />
                {t('main.showInMenu')}
              </label>
              <div className="flex flex-wrap gap-3">
                <button type="submit" className={primaryButton} disabled={busy}>
                  {t('main.save')}
                </button>
                {url && (
                  <a href={url} className={secondaryButton}>
                    {t('main.view', { title })}
                  </a>
                )}
              </div>
            </Form>
          )}
        </div>
      </details>

      {entry.children.length > 0 && (
        <Siblings entries={entry.children} parentId={entry.id} menu={menu} targets={targets} errorsOf={errorsOf} />
      )}
    </li>
  );
}
