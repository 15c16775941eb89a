import { useId, useState } from 'react';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminLabel } from '../admin/ConfirmButton.tsx';
import { uploadMedia } from '../admin/upload-media.ts';

/** What an album shows (SPEC §5 media types): JPEG, PNG and SVG pictures, MP4 videos. */
export const ALBUM_ACCEPT = 'image/jpeg,image/png,image/svg+xml,video/mp4';

type Status = { name: string; state: 'waiting' | 'sending' | 'sent' | 'failed'; message?: string };

/**
 * Several files picked at once: each is sent to the site storage in turn (POST /api/admin/media) with its own
 * state and the count done, then the paths of those that arrived are handed to `onUploaded` to join the album.
 */
export function AlbumUploader({ onUploaded, busy }: { onUploaded: (paths: string[]) => void; busy: boolean }) {
  const { t } = useAdminTranslation('admin-albums');
  const id = useId();
  const [statuses, setStatuses] = useState<Status[]>([]);
  const sending = statuses.some((status) => status.state === 'sending' || status.state === 'waiting');
  const done = statuses.filter((status) => status.state === 'sent' || status.state === 'failed').length;

  async function send(files: File[]) {
    setStatuses(files.map((file) => ({ name: file.name, state: 'waiting' })));
    const paths: string[] = [];
    for (const [index, file] of files.entries()) {
      const set = (status: Partial<Status>) =>
        setStatuses((all) => all.map((one, at) => (at === index ? { ...one, ...status } : one)));
      set({ state: 'sending' });
      try {
        const media = await uploadMedia(file);
        paths.push(media.path);
        set({ state: 'sent' });
      } catch (caught) {
        set({ state: 'failed', message: caught instanceof Error ? caught.message : String(caught) });
      }
    }
    if (paths.length > 0) onUploaded(paths);
  }

  return (
    <div className="space-y-2 rounded-md border border-dashed border-stone-400 bg-stone-50 p-4">
      <label htmlFor={id} className={adminLabel}>
        {t('media.add')}
      </label>
      <p id={`${id}-help`} className="text-sm text-stone-700">
        {t('media.addHelp')}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={ALBUM_ACCEPT}
        disabled={sending || busy}
        aria-describedby={`${id}-help`}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-stone-900 file:px-4 file:py-2 file:text-white"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) void send(files);
        }}
      />
      {statuses.length > 0 && (
        <div aria-live="polite" className="space-y-1">
          <label className="block text-sm">
            {t('media.progress', { done, total: statuses.length })}
            <progress className="ml-2 align-middle" value={done} max={statuses.length} />
          </label>
          <ul className="text-sm">
            {statuses.map((status, index) => (
              <li key={index} className={status.state === 'failed' ? 'text-red-800' : undefined}>
                {status.name} : {t(`media.state.${status.state}`)}
                {status.message ? ` (${status.message})` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
