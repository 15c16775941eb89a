import { lazy, memo, Suspense, useEffect } from 'react';
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
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ConfirmButton, dangerButton, secondaryButton } from '../ConfirmButton.tsx';
import { useAdminTranslation } from '../admin-i18n.ts';
import { blockFields } from './block-fields.ts';
import type { References } from './BlockFieldsForm.tsx';

/**
 * The fields (with the rich text editor and the file picker) are a chunk of their own, loaded once the list is up
 * or when a block is opened: a page of 30 blocks opens without them.
 */
const loadFields = () => import('./BlockFieldsForm.tsx');
const BlockFieldsForm = lazy(() => loadFields().then((module) => ({ default: module.BlockFieldsForm })));
import { blockSummary, missingEnglish, type FieldErrorKey, type FieldPath } from './block-values.ts';
import type { EditorItem } from './page-editor-state.ts';

interface BlockListProps {
  items: EditorItem[];
  open: string | null;
  errors: Record<string, Record<string, FieldErrorKey>>;
  references: References;
  onOpen: (key: string | null) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  onChange: (key: string, path: FieldPath, value: unknown) => void;
}

/**
 * The page's blocks in their order: each can be opened to edit its fields, moved (dragged with the mouse, a
 * finger or the keyboard, or with its up and down buttons) and removed (after a confirmation).
 */
export function BlockList({ items, open, errors, references, onOpen, onMove, onRemove, onChange }: BlockListProps) {
  const { t } = useAdminTranslation('admin-page-editor');
  useEffect(() => {
    const timer = setTimeout(() => void loadFields(), 1500);
    return () => clearTimeout(timer);
  }, []);
  const place = (id: string | number | undefined) => items.findIndex((item) => item.key === id) + 1;
  // What a screen reader hears while a block is moved, in the editor's language (dnd-kit's own are English).
  const accessibility = {
    screenReaderInstructions: { draggable: t('drag.instructions') },
    announcements: {
      onDragStart: ({ active }: { active: { id: string | number } }) =>
        t('drag.start', { position: place(active.id), count: items.length }),
      onDragOver: ({ over }: { over: { id: string | number } | null }) =>
        over ? t('drag.over', { position: place(over.id), count: items.length }) : undefined,
      onDragEnd: ({ over }: { over: { id: string | number } | null }) =>
        over ? t('drag.end', { position: place(over.id), count: items.length }) : t('drag.cancel'),
      onDragCancel: () => t('drag.cancel'),
    },
  };
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.key === active.id);
    const to = items.findIndex((item) => item.key === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={accessibility}
    >
      <SortableContext items={items.map((item) => item.key)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" data-testid="block-list">
          {items.map((item, index) => (
            <SortableBlock
              key={item.key}
              item={item}
              index={index}
              count={items.length}
              isOpen={open === item.key}
              errors={errors[item.key]}
              references={references}
              onOpen={onOpen}
              onMove={onMove}
              onRemove={onRemove}
              onChange={onChange}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface BlockProps {
  item: EditorItem;
  index: number;
  count: number;
  isOpen: boolean;
  errors: Record<string, FieldErrorKey> | undefined;
  references: References;
  onOpen: (key: string | null) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (key: string) => void;
  onChange: (key: string, path: FieldPath, value: unknown) => void;
}

const NO_ERRORS: Record<string, FieldErrorKey> = {};

/** One block of the list; drawn again only when it changes (a page of 30 blocks stays quick to type in). */
const SortableBlock = memo(function SortableBlock({
  item,
  index,
  count,
  isOpen,
  errors = NO_ERRORS,
  references,
  onOpen,
  onMove,
  onRemove,
  onChange,
}: BlockProps) {
  const { t, locale } = useAdminTranslation('admin-page-editor');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
  });
  const type = t(`types.${item.block.type}`);
  const summary = blockSummary(item.block, locale);
  const name = summary ? `${type} · ${summary}` : type;
  const untranslated = missingEnglish(item.block).length > 0;
  const incomplete = Object.keys(errors).length > 0;
  const panelId = `block-panel-${item.key}`;
  const removeForm = `block-remove-${item.key}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-md border bg-white ${isDragging ? 'relative z-10 shadow-lg' : ''} ${
        incomplete ? 'border-red-700' : 'border-stone-300'
      }`}
      data-testid="block-item"
      data-block-type={item.block.type}
    >
      <div className="flex flex-wrap items-center gap-2 p-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="inline-flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-md text-xl text-stone-700 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-sky-700"
          {...attributes}
          {...listeners}
          aria-label={t('block.drag', { name })}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold">{type}</p>
          <p className="truncate text-sm text-stone-700">
            <span className="sr-only">{t('block.position', { position: index + 1, count })} · </span>
            {summary}
          </p>
          <p className="flex flex-wrap gap-2 text-sm">
            {untranslated && (
              <span className="rounded bg-amber-100 px-2 font-semibold text-amber-900" data-testid="missing-english">
                {t('block.missingEnglish')}
              </span>
            )}
            {incomplete && (
              <span className="rounded bg-red-100 px-2 font-semibold text-red-900">{t('block.incomplete')}</span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          <button
            type="button"
            className={`${secondaryButton} px-3`}
            aria-label={t('block.up', { name })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          >
            <span aria-hidden="true">↑</span>
          </button>
          <button
            type="button"
            className={`${secondaryButton} px-3`}
            aria-label={t('block.down', { name })}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          >
            <span aria-hidden="true">↓</span>
          </button>
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => onOpen(isOpen ? null : item.key)}
          >
            {isOpen ? t('block.close') : t('block.edit')}
          </button>
        </div>
      </div>
      {isOpen && (
        <div id={panelId} className="space-y-4 border-t border-stone-200 p-3">
          <Suspense fallback={<p aria-busy="true">…</p>}>
            <BlockFieldsForm
              fields={blockFields(item.block.type)}
              value={item.block}
              path={[]}
              onChange={(path, value) => onChange(item.key, path, value)}
              errors={errors}
              references={references}
            />
          </Suspense>
          <form
            id={removeForm}
            onSubmit={(event) => {
              event.preventDefault();
              onRemove(item.key);
            }}
          >
            <ConfirmButton
              form={removeForm}
              className={dangerButton}
              question={t('block.removeQuestion', { name })}
              confirmLabel={t('block.removeConfirm')}
            >
              {t('block.remove')}
            </ConfirmButton>
          </form>
        </div>
      )}
    </li>
  );
});
