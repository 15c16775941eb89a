import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import type { loader as legalPageLoader } from '../../routes/legal-page.tsx';
import { useModal } from '../behaviours/ModalProvider.tsx';
import { PROSE_CLASSES } from './prose.ts';

/**
 * A link to a legal page (e.g. the privacy policy next to a form's consent box) that opens the text in the
 * modal, fetched when asked for, so the visitor keeps what they typed. Without JavaScript, or with a
 * modifier key, it is a plain link to the page.
 */
type LegalText = NonNullable<ReturnType<typeof useFetcher<typeof legalPageLoader>>['data']>;

export function LegalTextLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const modal = useModal();
  const fetcher = useFetcher<typeof legalPageLoader>();
  const waiting = useRef(false);
  const text = fetcher.data;

  const show = useCallback(
    (legal: LegalText) =>
      modal.open({
        label: legal.title,
        content: (
          <>
            <h2 className="pr-10 text-3xl leading-tight font-semibold">{legal.title}</h2>
            <div className={`${PROSE_CLASSES} mt-6`} dangerouslySetInnerHTML={{ __html: legal.html }} />
          </>
        ),
      }),
    [modal],
  );

  useEffect(() => {
    if (!waiting.current || !text) return;
    waiting.current = false;
    show(text);
  }, [text, show]);

  return (
    <Link
      to={to}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        if (text) return show(text);
        waiting.current = true;
        void fetcher.load(to);
      }}
    >
      {children}
    </Link>
  );
}
