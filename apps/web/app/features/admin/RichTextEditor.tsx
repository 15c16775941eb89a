import { lazy, Suspense } from 'react';
import { useHydrated } from '../behaviours/use-hydrated.ts';
import { LoadingRichText, PlainRichText, type RichTextEditorProps } from './RichTextPlain.tsx';

/**
 * TipTap and ProseMirror (~130 KB gzip) load with the pages that show a rich text, not with the back-office's
 * other pages, and never on the server, which renders the plain text area. In the browser they start loading as
 * soon as such a page's code does, alongside its hydration.
 */
const loadEditing = () => import('./RichTextEditing.tsx');
const editing = typeof document === 'undefined' ? null : loadEditing();
const RichTextEditing = lazy(() => editing ?? loadEditing());

/**
 * Rich text (TipTap, issue 18): headings, emphasis, lists, quotes, links and images uploaded to the site's storage;
 * the form gets the HTML in the hidden input `name` (the API sanitises it). Before the scripts run it is a plain
 * text area of the HTML, so the form still works; once they run, the text waits for its editor, unchanged (typing
 * into a text area the editor then replaced would be lost).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <PlainRichText {...props} />;
  return (
    <Suspense fallback={<LoadingRichText {...props} />}>
      <RichTextEditing {...props} />
    </Suspense>
  );
}
