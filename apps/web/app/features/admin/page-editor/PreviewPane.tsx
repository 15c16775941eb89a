import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Locale } from '@atelier/contract/locales';
import { useAdminTranslation } from '../admin-i18n.ts';
import type { DraftBlock } from './block-values.ts';
import { isPreviewMessage, PREVIEW_BLOCKS, PREVIEW_READY, previewPath } from './preview-messages.ts';

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
type Shown = 'both' | Locale;
/** The preview's height on screen; the page inside scrolls. */
const HEIGHT = 720;

/**
 * The live preview: the page in the site's frame and theme, in French and English side by side or one at a time,
 * at a phone's or a computer's width (a computer's page is shrunk to fit). The blocks are sent as they are typed.
 */
export function PreviewPane({ pageId, blocks }: { pageId: number; blocks: DraftBlock[] }) {
  const { t } = useAdminTranslation('admin-page-editor');
  const [shown, setShown] = useState<Shown>('both');
  const [width, setWidth] = useState<Width>('desktop');
  // A phone shows one language at a time.
  useEffect(() => {
    if (window.matchMedia('(max-width: 1023px)').matches) setShown('fr_FR');
  }, []);
  const locales: Locale[] = shown === 'both' ? ['fr_FR', 'en'] : [shown];
  const choice = (group: string, options: [string, string][], value: string, set: (value: string) => void) => (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{group}</legend>
      <span aria-hidden="true" className="text-sm font-semibold">
        {group}
      </span>
      {options.map(([option, label]) => (
        <label
          key={option}
          className={`inline-flex min-h-11 cursor-pointer items-center rounded-md px-3 ring-1 ring-stone-400 has-[:checked]:bg-stone-900 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sky-700`}
        >
          <input
            type="radio"
            className="sr-only"
            name={group}
            value={option}
            checked={value === option}
            onChange={() => set(option)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
  return (
    <section aria-labelledby="preview-title" className="space-y-3">
      <h2 id="preview-title" className="text-xl font-semibold">
        {t('preview.title')}
      </h2>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choice(
          t('preview.language'),
          [
            ['both', t('preview.both')],
            ['fr_FR', t('preview.french')],
            ['en', t('preview.english')],
          ],
          shown,
          (value) => setShown(value as Shown),
        )}
        {choice(
          t('preview.width'),
          [
            ['phone', t('preview.phone')],
            ['desktop', t('preview.desktop')],
          ],
          width,
          (value) => setWidth(value as Width),
        )}
      </div>
      <div className={`grid gap-3 ${locales.length === 2 ? 'md:grid-cols-2' : ''}`}>
        {locales.map((locale) => (
          <PreviewFrame
            key={locale}
            src={previewPath(pageId, locale)}
            title={t('preview.frame', {
              language: locale === 'en' ? t('preview.english') : t('preview.french'),
              width: t(`preview.${width}`),
            })}
            width={WIDTHS[width]}
            blocks={blocks}
            locale={locale}
          />
        ))}
      </div>
    </section>
  );
}

function PreviewFrame({
  src,
  title,
  width,
  blocks,
  locale,
}: {
  src: string;
  title: string;
  width: number;
  blocks: DraftBlock[];
  locale: Locale;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [ready, setReady] = useState(false);
  // Loaded once the editor is up: the previews (whole storefront pages) do not hold back the editor's first paint.
  const [source, setSource] = useState<string | undefined>(undefined);
  useEffect(() => setSource(src), [src]);
  const latest = useRef(blocks);
  latest.current = blocks;

  // Shrinks a page wider than the room it has.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const fit = () => setScale(Math.min(1, element.clientWidth / width));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  const send = (list: DraftBlock[]) =>
    frame.current?.contentWindow?.postMessage({ kind: PREVIEW_BLOCKS, blocks: list }, window.location.origin);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin) return;
      if (isPreviewMessage(event.data) && event.data.kind === PREVIEW_READY) {
        setReady(true);
        send(latest.current);
      }
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  // The blocks as typed, a moment after the last key.
  useEffect(() => {
    if (!ready) return;
    const timer = setTimeout(() => send(blocks), 120);
    return () => clearTimeout(timer);
  }, [blocks, ready]);

  return (
    <div ref={box} className="overflow-hidden rounded-md border border-stone-300 bg-white" style={{ height: HEIGHT }}>
      <iframe
        ref={frame}
        src={source}
        title={title}
        lang={locale === 'en' ? 'en' : 'fr'}
        data-testid={`preview-${locale}`}
        data-ready={ready || undefined}
        style={{
          width,
          height: HEIGHT / scale,
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          border: 0,
        }}
      />
    </div>
  );
}
