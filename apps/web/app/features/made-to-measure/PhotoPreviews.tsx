import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

interface Preview {
  file: File;
  url: string;
}

/**
 * The chosen photos as thumbnails, each with a button that takes it out of the file input (its list is rebuilt
 * through a DataTransfer). A chunk of its own, loaded once the page is live: without JavaScript the input alone
 * sends the photos.
 */
export default function PhotoPreviews({ input, max }: { input: RefObject<HTMLInputElement | null>; max: number }) {
  const { t } = useTranslation('made-to-measure');
  const [previews, setPreviews] = useState<Preview[]>([]);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const read = () =>
      setPreviews((current) => {
        for (const preview of current) URL.revokeObjectURL(preview.url);
        return [...(element.files ?? [])]
          .filter((file) => file.type.startsWith('image/'))
          .map((file) => ({ file, url: URL.createObjectURL(file) }));
      });
    read();
    element.addEventListener('change', read);
    return () => element.removeEventListener('change', read);
  }, [input]);

  useEffect(() => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)), [previews]);

  function remove(file: File) {
    const element = input.current;
    if (!element?.files) return;
    const kept = new DataTransfer();
    for (const chosen of element.files) if (chosen !== file) kept.items.add(chosen);
    element.files = kept.files;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }

  if (previews.length === 0) return null;
  return (
    <div className="mt-3">
      <p className="text-sm" aria-live="polite">
        {t('request.photosChosen', { count: previews.length, max })}
      </p>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
        {previews.map(({ file, url }) => (
          <li key={url} className="relative">
            <img src={url} alt="" className="aspect-square w-full rounded-lg object-cover" />
            <button
              type="button"
              onClick={() => remove(file)}
              aria-label={t('request.removePhoto', { name: file.name })}
              className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-black/75 text-lg text-white"
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
