import { useCallback, useEffect, useRef, useState } from 'react';
import { normalizeColour } from '@atelier/domain';
import { secondaryButton } from '../admin/ConfirmButton.tsx';

interface ThemePreviewProps {
  /** The storefront's home in the page's language (same origin as the back-office). */
  src: string;
  /** CSS variables not saved yet (`--primary-color` → `#336699ff`). */
  variables: Record<string, string>;
  t: (key: string, values?: Record<string, unknown>) => string;
}

const STYLE_ID = 'atelier-admin-theme-preview';
const SCALE = 0.3125;
const PHONE_BOX = { width: 375, height: 600 };
const PHONE_FRAME = { width: 375, height: 600 };
const DESKTOP_BOX = { width: 1280 * SCALE, height: 800 * SCALE };
const DESKTOP_FRAME = { width: 1280, height: 800, transform: `scale(${SCALE})` };

/** The unsaved variables as one rule that wins over the site's own (`:root:root` is the more specific). */
export function previewCss(variables: Record<string, string>) {
  const declarations = Object.entries(variables)
    .filter(([name, value]) => /^--[a-z0-9-]+$/.test(name) && normalizeColour(value) !== null)
    .map(([name, value]) => `${name}:${normalizeColour(value)};`)
    .join('');
  return `:root:root{${declarations}}`;
}

/**
 * The storefront's home in a frame, as a phone or a computer shows it, with the colours being edited written into
 * it (issue 18 item 4: a theme change previews before it is saved). The frame is the same site, so the page writes
 * a <style> into its document: nothing is added to the storefront itself.
 */
export function ThemePreview({ src, variables, t }: ThemePreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState<'phone' | 'desktop'>('phone');
  const inject = useCallback(() => {
    const document = frame.current?.contentDocument;
    if (!document?.head) return;
    let style = document.getElementById(STYLE_ID);
    if (!style) {
      style = document.createElement('style');
      style.id = STYLE_ID;
      document.head.append(style);
    }
    style.textContent = previewCss(variables);
  }, [variables]);
  useEffect(inject, [inject]);
  return (
    <section
      aria-labelledby="theme-preview-title"
      className="space-y-3 rounded-md border border-stone-300 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="theme-preview-title" className="text-xl font-semibold">
          {t('preview.title')}
        </h2>
        <div role="group" aria-label={t('preview.width')} className="flex gap-2">
          {(['phone', 'desktop'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={width === option}
              onClick={() => setWidth(option)}
              className={`${secondaryButton} aria-pressed:bg-stone-900 aria-pressed:text-white`}
            >
              {t(`preview.${option}`)}
            </button>
          ))}
        </div>
      </div>
      <p className="text-sm text-stone-700">{t('preview.intro')}</p>
      <div
        // A phone's page is wider than a phone's back-office: the frame scrolls, by keyboard too.
        tabIndex={0}
        role="region"
        aria-label={t('preview.scroll')}
        className="max-w-full overflow-auto rounded-md border border-stone-300 bg-stone-100 focus-visible:outline-3 focus-visible:outline-sky-700"
      >
        {/* A computer's page (1280 px) shown at a third of its size; a phone's (375 px) as it is. */}
        <div className="relative mx-auto overflow-hidden" style={width === 'phone' ? PHONE_BOX : DESKTOP_BOX}>
          <iframe
            ref={frame}
            src={src}
            title={t('preview.frame')}
            onLoad={inject}
            data-testid="theme-preview"
            className="absolute top-0 left-0 block max-w-none origin-top-left bg-white"
            style={width === 'phone' ? PHONE_FRAME : DESKTOP_FRAME}
          />
        </div>
      </div>
    </section>
  );
}
