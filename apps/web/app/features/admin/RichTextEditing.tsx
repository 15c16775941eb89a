import { useId, useRef, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { richText } from '../blocks/block-styles.ts';
import { useAdminTranslation } from './admin-i18n.ts';
import { describedBy } from './FieldNotes.tsx';
import { LoadingRichText, RichTextFrame, type RichTextEditorProps } from './RichTextPlain.tsx';
import { uploadMedia } from './upload-media.ts';

const toolButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded px-2 text-sm font-semibold ' +
  'hover:bg-stone-200 aria-pressed:bg-stone-900 aria-pressed:text-white ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-700 disabled:opacity-50';

/** An empty editor gives '<p></p>': the form keeps an empty text instead. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useAdminTranslation('admin-kit');
  const picker = useRef<HTMLInputElement>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (key: string, pressed: boolean | undefined, run: () => void, text: string, disabled = false) => (
    <button
      key={key}
      type="button"
      className={toolButton}
      aria-pressed={pressed}
      onClick={run}
      disabled={disabled}
      title={t(`rich.${key}`)}
      aria-label={t(`rich.${key}`)}
    >
      {text}
    </button>
  );
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt(t('rich.linkPrompt'), previous);
    if (href === null) return;
    if (href.trim() === '') chain().extendMarkRange('link').unsetLink().run();
    else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  async function addImage(file: File) {
    const media = await uploadMedia(file);
    const alt = window.prompt(t('rich.imageAlt')) ?? '';
    chain().setImage({ src: media.url, alt }).run();
  }
  return (
    <div
      role="toolbar"
      aria-label={t('rich.toolbar', { label })}
      className="flex flex-wrap gap-1 border-b border-stone-300 p-1"
    >
      {tool('bold', active.bold, () => chain().toggleBold().run(), 'B')}
      {tool('italic', active.italic, () => chain().toggleItalic().run(), 'I')}
      {tool('heading2', active.h2, () => chain().toggleHeading({ level: 2 }).run(), 'H2')}
      {tool('heading3', active.h3, () => chain().toggleHeading({ level: 3 }).run(), 'H3')}
      {tool('bulletList', active.bullet, () => chain().toggleBulletList().run(), '•')}
      {tool('orderedList', active.ordered, () => chain().toggleOrderedList().run(), '1.')}
      {tool('quote', active.quote, () => chain().toggleBlockquote().run(), '“')}
      {tool('link', active.link, setLink, '🔗')}
      {tool('image', undefined, () => picker.current?.click(), '🖼')}
      {tool('undo', undefined, () => chain().undo().run(), '↶', !active.canUndo)}
      {tool('redo', undefined, () => chain().redo().run(), '↷', !active.canRedo)}
      <input
        ref={picker}
        type="file"
        accept="image/*"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void addImage(file).catch((error: unknown) => window.alert(String(error)));
        }}
      />
    </div>
  );
}

/**
 * The rich text editor itself (TipTap, issue 18): headings, emphasis, lists, quotes, links and images uploaded to
 * the site's storage; the form gets the HTML in the hidden input `name` (the API sanitises it). Loaded by
 * RichTextEditor.tsx once the page runs, with TipTap and ProseMirror.
 */
export default function RichTextEditing(props: RichTextEditorProps) {
  const { name, label, defaultValue, onChange, lang, help, error } = props;
  const id = useId();
  const [html, setHtml] = useState(defaultValue ?? '');
  const described = describedBy(id, help, error);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } }), Image],
    content: defaultValue ?? '',
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(described ? { 'aria-describedby': described } : {}),
        ...(lang ? { lang } : {}),
        // The storefront's own text styles: what is written looks as it will on the site.
        class: `${richText} min-h-32 px-3 py-2 focus-visible:outline-3 focus-visible:outline-sky-700`,
      },
    },
    onUpdate: ({ editor: current }) => {
      const next = htmlOf(current);
      setHtml(next);
      onChange?.(next);
    },
  });
  // TipTap makes its editor after the first render.
  if (!editor) return <LoadingRichText {...props} />;
  return (
    <RichTextFrame id={id} field={props}>
      <div className="rounded-md border border-stone-400 bg-white">
        <Toolbar editor={editor} label={label} />
        <EditorContent editor={editor} />
        {name && <input type="hidden" name={name} value={html} />}
      </div>
    </RichTextFrame>
  );
}
