import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { cleanPastedHtml } from './clean-pasted-html';
import { editorExtensions } from './editor-extensions';
import { LinkPanel } from './LinkPanel';
import { Toolbar, type ToolbarButton } from './Toolbar';
import { useImageInsert } from './use-image-insert';

export type RichTextEditorProps = {
  id: string;
  label: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  required: boolean;
  value: string;
  onChange: (html: string) => void;
};

/** The HTML a document stands for: '' when it holds no text, so an empty field stays empty. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

/** Room kept between the caret and the window's edges, so a sticky toolbar or the on-screen keyboard never hides it. */
const CARET_ROOM_PX = 96;

/** The rich-text editor (Tiptap on ProseMirror): its own lazy chunk, see RichTextField. */
export default function RichTextEditor({
  id,
  label,
  labelId,
  describedBy,
  invalid,
  required,
  value,
  onChange,
}: RichTextEditorProps) {
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const [linkOpen, setLinkOpen] = useState(false);

  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        class: 'rich-text__content',
      },
      transformPastedHTML: (html) => cleanPastedHtml(html),
      // Ctrl+K (Cmd+K) opens the link panel, as in word processors.
      handleKeyDown: (_view, event) => {
        if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'k') return false;
        event.preventDefault();
        setLinkOpen(true);
        return true;
      },
      scrollThreshold: CARET_ROOM_PX,
      scrollMargin: CARET_ROOM_PX,
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A value set from outside (a restored draft or revision) replaces the content, without counting as an edit.
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [value, editor]);

  const image = useImageInsert(editor, () => setLinkOpen(false));

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const buttons: ToolbarButton[] = [
    {
      key: 'bold',
      text: 'B',
      label: 'Bold',
      shortcut: 'Control+B',
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      text: 'I',
      label: 'Italic',
      shortcut: 'Control+I',
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'h2',
      text: 'H2',
      label: 'Section title',
      pressed: state.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      text: 'H3',
      label: 'Subsection title',
      pressed: state.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullets',
      text: '• List',
      label: 'Bulleted list',
      pressed: state.bullets,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      text: '1. List',
      label: 'Numbered list',
      pressed: state.numbers,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'link',
      text: 'Link',
      label: state.link ? 'Edit link' : 'Add link',
      shortcut: 'Control+K',
      pressed: state.link,
      expanded: linkOpen,
      run: () => setLinkOpen(true),
    },
    {
      key: 'unlink',
      text: 'Unlink',
      label: 'Remove link',
      disabled: !state.link,
      run: () => chain().extendMarkRange('link').unsetLink().run(),
    },
    ...image.buttons,
    {
      key: 'undo',
      text: 'Undo',
      label: 'Undo',
      shortcut: 'Control+Z',
      disabled: !state.canUndo,
      run: () => chain().undo().run(),
    },
    {
      key: 'redo',
      text: 'Redo',
      label: 'Redo',
      shortcut: 'Control+Shift+Z',
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
    },
  ];

  return (
    <div className="rich-text__frame">
      <Toolbar label={`Formatting: ${label}`} controls={id} buttons={buttons} />
      {linkOpen && (
        <LinkPanel
          initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onApply={(href) => {
            const selection = editor.state.selection;
            if (selection.empty && !editor.isActive('link')) {
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            } else {
              chain().extendMarkRange('link').setLink({ href }).run();
            }
            setLinkOpen(false);
          }}
          onCancel={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      )}
      {image.panel}
      <EditorContent editor={editor} />
    </div>
  );
}
