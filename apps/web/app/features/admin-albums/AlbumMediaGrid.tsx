import { useEffect, useState } from 'react';
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
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Form } from 'react-router';
import type { AdminAlbumMedia, LocalizedText } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { ConfirmButton, dangerButton, primaryButton, secondaryButton } from '../admin/ConfirmButton.tsx';
import { LocalizedField } from '../admin/LocalizedField.tsx';

const smallButton = `${secondaryButton} !px-3 !py-1 text-sm`;

export interface MediaOrder {
  media: { file: string; alt: LocalizedText }[];
}

interface GridProps {
  media: AdminAlbumMedia[];
  /** Saves the order and the texts (one call); the order is saved at each move, the texts by the button. */
  onSave: (order: MediaOrder) => void;
  busy: boolean;
}

/**
 * The album's pictures and videos in their order (issue 18 item 6): dragged with a mouse or a finger, or moved
 * from the keyboard (the handle: Space, the arrows, Space) or by the buttons; each with its text in both
 * languages, and its removal (the file stays in the site storage).
 */
export function AlbumMediaGrid({ media, onSave, busy }: GridProps) {
  const { t } = useAdminTranslation('admin-albums');
  const [items, setItems] = useState(media);
  const [notice, setNotice] = useState('');
  useEffect(() => setItems(media), [media]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const orderOf = (list: AdminAlbumMedia[]): MediaOrder => ({
    media: list.map((item) => ({ file: item.file, alt: item.alt })),
  });
  const position = (file: string) => items.findIndex((item) => item.file === file) + 1;
  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = arrayMove(items, from, to);
    setItems(next);
    setNotice(t('media.moved', { from: from + 1, to: to + 1 }));
    onSave(orderOf(next));
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveTo(position(String(active.id)) - 1, position(String(over.id)) - 1);
  };
  const setAlt = (index: number, alt: LocalizedText) =>
    setItems((all) => all.map((item, at) => (at === index ? { ...item, alt } : item)));

  if (items.length === 0) return <p>{t('media.empty')}</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-700">{t('media.howToMove')}</p>
      <p aria-live="polite" className="text-sm font-semibold">
        {notice}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('media.dragInstructions') },
          announcements: {
            onDragStart: ({ active }) => t('media.picked', { position: position(String(active.id)) }),
            onDragOver: ({ over }) => (over ? t('media.over', { position: position(String(over.id)) }) : ''),
            onDragEnd: ({ over }) => (over ? t('media.dropped', { position: position(String(over.id)) }) : ''),
            onDragCancel: () => t('media.cancelled'),
          },
        }}
      >
        <SortableContext items={items.map((item) => item.file)} strategy={rectSortingStrategy}>
          <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-album-grid>
            {items.map((item, index) => (
              <SortableMedia
                key={item.file}
                item={item}
                index={index}
                count={items.length}
                onMove={moveTo}
                onAlt={(alt) => setAlt(index, alt)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <button type="button" className={primaryButton} disabled={busy} onClick={() => onSave(orderOf(items))}>
        {t('media.saveTexts')}
      </button>
    </div>
  );
}

function SortableMedia({
  item,
  index,
  count,
  onMove,
  onAlt,
}: {
  item: AdminAlbumMedia;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onAlt: (alt: LocalizedText) => void;
}) {
  const { t } = useAdminTranslation('admin-albums');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.file,
  });
  const label = t('media.item', { position: index + 1, name: item.file.split('/').pop() ?? item.file });
  const removeForm = `remove-media-${index}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`space-y-2 rounded-md border border-stone-300 bg-white p-3 ${isDragging ? 'z-10 shadow-lg' : ''}`}
      data-album-media={item.file}
    >
      <div className="flex items-center justify-between gap-2">
        <span className="font-semibold">{index + 1}</span>
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('media.handle', { label })}
          className={`${smallButton} cursor-grab touch-none`}
        >
          ⠿ {t('media.drag')}
        </button>
      </div>
      {item.type === 'video' ? (
        <video src={item.url} className="aspect-video w-full rounded bg-black" controls preload="metadata" />
      ) : (
        <img
          src={item.url}
          alt={item.alt.fr_FR || label}
          width={item.width}
          height={item.height}
          className="aspect-[4/3] w-full rounded object-cover"
          loading="lazy"
        />
      )}
      <LocalizedField
        name={`alt.${index}`}
        label={t('media.alt')}
        help={t('media.altHelp')}
        defaultValue={item.alt}
        maxLength={300}
        onChange={onAlt}
      />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={smallButton} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          {t('media.earlier')}
          <span className="sr-only"> ({label})</span>
        </button>
        <button
          type="button"
          className={smallButton}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          {t('media.later')}
          <span className="sr-only"> ({label})</span>
        </button>
        <Form method="post" id={removeForm} className="hidden">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="file" value={item.file} />
        </Form>
        <ConfirmButton
          form={removeForm}
          question={t('media.removeQuestion', { label })}
          confirmLabel={t('media.remove')}
          className={`${dangerButton} !px-3 !py-1 text-sm`}
        >
          {t('media.remove')}
          <span className="sr-only"> ({label})</span>
        </ConfirmButton>
      </div>
    </li>
  );
}
