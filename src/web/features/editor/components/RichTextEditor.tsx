import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { AlignCenter, AlignLeft, AlignRight, Bold, Italic, List, ListOrdered, Redo2, Underline, Undo2, type LucideIcon } from 'lucide-react';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import type { EditorWords } from '@web/i18n/catalogues/editor.english';
import { useWords } from '@web/i18n/i18n';
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

/** A toolbar button: its command, and (for formatting) whether the selection has it, (for history) whether it can run. */
interface Tool {
  /** Its name's key in the catalogue (`richText`). */
  label: Exclude<keyof EditorWords['richText'], 'toolbar'>;
  icon: LucideIcon;
  run: (chain: ChainedCommands) => ChainedCommands;
  active?: (editor: Editor) => boolean;
  disabled?: (editor: Editor) => boolean;
}

/** The toolbar, in groups with a separator between them. */
const TOOL_GROUPS: readonly (readonly Tool[])[] = [
  [
    { label: 'bold', icon: Bold, run: (c) => c.toggleBold(), active: (e) => e.isActive('bold') },
    { label: 'italic', icon: Italic, run: (c) => c.toggleItalic(), active: (e) => e.isActive('italic') },
    { label: 'underline', icon: Underline, run: (c) => c.toggleUnderline(), active: (e) => e.isActive('underline') },
  ],
  (['left', 'center', 'right'] as const).map((align) => ({
    label: ({ left: 'alignLeft', center: 'alignCenter', right: 'alignRight' } as const)[align],
    icon: { left: AlignLeft, center: AlignCenter, right: AlignRight }[align],
    run: (c: ChainedCommands) => c.setTextAlign(align),
    active: (e: Editor) => e.isActive({ textAlign: align }),
  })),
  [
    { label: 'bulletList', icon: List, run: (c) => c.toggleBulletList(), active: (e) => e.isActive('bulletList') },
    { label: 'orderedList', icon: ListOrdered, run: (c) => c.toggleOrderedList(), active: (e) => e.isActive('orderedList') },
  ],
  [
    { label: 'undo', icon: Undo2, run: (c) => c.undo(), disabled: (e) => !e.can().undo() },
    { label: 'redo', icon: Redo2, run: (c) => c.redo(), disabled: (e) => !e.can().redo() },
  ],
];
const TOOLS = TOOL_GROUPS.flat();

/** '' for an editor with no text, so "empty" is the same whether typed or never touched. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** The editable area's attributes: a multi-line textbox named by the label, described by the hint and error. */
function editableAttributes({ labelId, describedBy, invalid, minHeight }: Pick<RichTextEditorProps, 'labelId' | 'describedBy' | 'invalid' | 'minHeight'>): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: 'rte-content',
    style: `min-height:${minHeight}px`,
  };
}

export default function RichTextEditor({ value, onChange, labelId, describedBy, invalid, minHeight = 150 }: RichTextEditorProps) {
  const emitted = useRef(value);
  const words = useWords('editor').richText;
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
    editorProps: { attributes: editableAttributes({ labelId, describedBy, invalid, minHeight }) },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      onChangeRef.current(html);
    },
  });

  // Keep the ARIA state current (the options above apply once).
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: editableAttributes({ labelId, describedBy, invalid, minHeight }) } });
  }, [editor, labelId, describedBy, invalid, minHeight]);

  // A value set from outside (a restored draft, Discard, a load) replaces the content; what the
  // editor itself emitted is not fed back (the caret would jump).
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // Each tool's pressed and enabled state, re-rendered only when one of them changes.
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => TOOLS.map((tool) => ({ active: tool.active?.(e), disabled: tool.disabled?.(e) })),
  });

  return (
    <div className={cn('rte overflow-hidden rounded-xl border bg-white shadow-xs', invalid ? 'border-red-600' : 'border-stone-300')}>
      <div role="toolbar" aria-label={words.toolbar} aria-controls={undefined} className="flex flex-wrap items-center gap-0.5 border-b border-stone-200 bg-stone-50 p-1">
        {TOOL_GROUPS.map((group, index) => (
          <Fragment key={group[0]!.label}>
            {index > 0 && <Separator />}
            {group.map((tool) => {
              const { active, disabled } = state[TOOLS.indexOf(tool)]!;
              return (
                <ToolButton key={tool.label} label={words[tool.label]} active={active} disabled={disabled} onClick={() => tool.run(editor.chain().focus()).run()}>
                  <tool.icon />
                </ToolButton>
              );
            })}
          </Fragment>
        ))}
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
