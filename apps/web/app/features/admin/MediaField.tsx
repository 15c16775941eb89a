import { useId, useRef, useState } from 'react';
import type { MediaKind } from '@atelier/contract';
import { useHydrated } from '../behaviours/use-hydrated.ts';
import { useAdminFrame, useAdminTranslation } from './admin-i18n.ts';
import { adminLabel, secondaryButton } from './ConfirmButton.tsx';
import { describedBy, FieldNotes } from './FieldNotes.tsx';
import { mediaUrl, uploadMedia } from './upload-media.ts';

interface MediaFieldProps {
  /** The hidden input holding the storage path (empty when there is no file). */
  name: string;
  label: string;
  /** The stored path ('uploads/2026-11/….jpg', 'pages/atelier.svg'). */
  defaultValue?: string | null | undefined;
  /** What the file picker offers (images by default). */
  accept?: string;
  help?: string;
  error?: string | undefined;
  required?: boolean;
  /** Told the new path (null once removed), for an editor that keeps its state itself. */
  onChange?: (path: string | null) => void;
}

const kindOf = (path: string): MediaKind =>
  /\.svg$/i.test(path) ? 'svg' : /\.mp4$/i.test(path) ? 'video' : /\.pdf$/i.test(path) ? 'pdf' : 'image';

/**
 * A file of a content (an image, a drawing, a video): picking one uploads it at once (POST /api/admin/media), the
 * form then saves only its storage path. Shows what is there now, with a way to replace or remove it.
 */
export function MediaField({
  name,
  label,
  defaultValue,
  accept = 'image/*',
  help,
  error,
  required,
  onChange,
}: MediaFieldProps) {
  const { t } = useAdminTranslation('admin-kit');
  const frame = useAdminFrame();
  const hydrated = useHydrated();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [path, setPath] = useState<string | null>(defaultValue ?? null);
  const [state, setState] = useState<{ busy: boolean; message: string | null; failed: boolean }>({
    busy: false,
    message: null,
    failed: false,
  });
  const url = mediaUrl(frame?.siteId, path);
  const kind = path ? kindOf(path) : null;

  const change = (next: string | null) => {
    setPath(next);
    onChange?.(next);
  };

  async function upload(file: File) {
    setState({ busy: true, message: t('media.uploading'), failed: false });
    try {
      const media = await uploadMedia(file);
      change(media.path);
      setState({ busy: false, message: t('media.uploaded'), failed: false });
    } catch (caught) {
      const message = caught instanceof Error ? caught.message : String(caught);
      setState({ busy: false, message: t('media.failed', { message }), failed: true });
    } finally {
      if (picker.current) picker.current.value = '';
    }
  }

  const problem = error ?? (state.failed ? state.message : null);
  const described = describedBy(id, help, problem);
  return (
    <div className="space-y-2" data-media-field={name}>
      <label htmlFor={`${id}-file`} className={adminLabel}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input type="hidden" name={name} value={path ?? ''} />
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex h-24 w-32 items-center justify-center overflow-hidden rounded-md border border-stone-300 bg-stone-100">
          {url && (kind === 'image' || kind === 'svg') ? (
            <img src={url} alt={t('media.preview', { label })} className="h-full w-full object-contain" />
          ) : url && kind === 'video' ? (
            <video src={url} className="h-full w-full object-cover" muted aria-label={t('media.preview', { label })} />
          ) : url ? (
            <a href={url} className="underline" target="_blank" rel="noreferrer">
              {t('media.open')}
            </a>
          ) : (
            <span className="text-sm text-stone-700">{t('media.none')}</span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <input
            ref={picker}
            id={`${id}-file`}
            type="file"
            accept={accept}
            disabled={!hydrated || state.busy}
            aria-describedby={described || undefined}
            aria-invalid={problem ? true : undefined}
            className="max-w-64 text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-stone-900 file:px-4 file:font-semibold file:text-white"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void upload(file);
            }}
          />
          {path && !required && (
            <button type="button" className={secondaryButton} onClick={() => change(null)} disabled={state.busy}>
              {t('media.remove')}
            </button>
          )}
        </div>
      </div>
      <p role="status" className="text-sm text-stone-700">
        {state.failed ? '' : (state.message ?? '')}
      </p>
      <FieldNotes id={id} help={help} error={problem} />
    </div>
  );
}
