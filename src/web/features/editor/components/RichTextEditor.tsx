import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { AlignCenter, AlignLeft, AlignRight, Bold, Italic, List, ListOrdered, Redo2, Underline, Undo2 } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/**
 * The rich-text editor (TipTap; product.md §7's cloud editor replaced). Its own chunk, loaded only by the
 * editor route. It produces the formatting the server's allow-list keeps (paragraphs, bold, italic,
 * underline, strike, lists, alignment); the server sanitises whatever it is sent.
 */
export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label (the editable area is named by it). */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  /** px; product.md §9 default 150. */
  minHeight?: number;
}

/** '' for an editor with no text, so "empty" is the same whether typed or never touched. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

export default function RichTextEditor({ value, onChange, labelId, describedBy, invalid, minHeight = 150 }: RichTextEditorProps) {
  const emitted = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        link: false,
      }),
      TextAlign.configure({ types: ['paragraph'] }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rte-content',
        style: `min-height:${minHeight}px`,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // Keep the ARIA state current (the options above apply once).
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          class: 'rte-content',
          style: `min-height:${minHeight}px`,
        },
      },
    });
  }, [editor, labelId, describedBy, invalid, minHeight]);

  // A value set from outside (a restored draft, Discard, a load) replaces the content; what the
  // editor itself emitted is not fed back (the caret would jump).
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  return (
    <div className={cn('rte overflow-hidden rounded-xl border bg-white shadow-xs', invalid ? 'border-red-600' : 'border-stone-300')}>
      <div role="toolbar" aria-label="Formatting" aria-controls={undefined} className="flex flex-wrap items-center gap-0.5 border-b border-stone-200 bg-stone-50 p-1">
        <ToolButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold />
        </ToolButton>
        <ToolButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic />
        </ToolButton>
        <ToolButton label="Underline" active={state.underline} onClick={() => chain().toggleUnderline().run()}>
          <Underline />
        </ToolButton>
        <Separator />
        <ToolButton label="Align left" active={state.left} onClick={() => chain().setTextAlign('left').run()}>
          <AlignLeft />
        </ToolButton>
        <ToolButton label="Align center" active={state.center} onClick={() => chain().setTextAlign('center').run()}>
          <AlignCenter />
        </ToolButton>
        <ToolButton label="Align right" active={state.right} onClick={() => chain().setTextAlign('right').run()}>
          <AlignRight />
        </ToolButton>
        <Separator />
        <ToolButton label="Bulleted list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <List />
        </ToolButton>
        <ToolButton label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrdered />
        </ToolButton>
        <Separator />
        <ToolButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 />
        </ToolButton>
        <ToolButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 />
        </ToolButton>
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}

function Separator() {
  return <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-stone-300" />;
}

function ToolButton({ label, active, disabled, onClick, children }: { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      // Keep the text selection: the command applies to it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 cursor-pointer items-center justify-center rounded-lg text-stone-700 transition-colors [&_svg]:size-4',
        'hover:bg-stone-200 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
        'disabled:cursor-not-allowed disabled:opacity-40',
        active && 'bg-brand-100 text-brand-800 hover:bg-brand-100',
      )}
    >
      {children}
    </button>
  );
}
