import { Suspense, lazy, useId } from 'react';
import { FieldNotes, RequiredMark } from '@web/components/ui/field';
import { Skeleton } from '@web/components/ui/skeleton';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

/** TipTap loads with the first rich-text field, apart from the editor's own code. */
const loadEditor = () => import('./RichTextEditor');
const RichTextEditor = lazy(loadEditor);

/** Starts loading the rich-text editor before it is needed (the editor page calls it when idle). */
export function prefetchRichTextEditor(): void {
  void loadEditor().catch(() => undefined);
}

export interface RichTextFieldProps {
  label: string;
  value: string;
  onValue: (html: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
  minHeight?: number;
  className?: string;
}

/** A labelled rich-text field; a placeholder of the same height stands in while TipTap loads. */
export function RichTextField({ label, value, onValue, hint, error, required, minHeight = 150, className }: RichTextFieldProps) {
  const id = useId();
  const words = useWords('editor').fields;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      {/* Not a <label> (the editable area is no form control); a click still puts the caret in it. */}
      <span
        id={labelId}
        className="text-sm font-medium text-stone-800"
        onClick={() => document.querySelector<HTMLElement>(`[aria-labelledby="${labelId}"]`)?.focus()}
      >
        {label}
        {required && <RequiredMark />}
      </span>
      <Suspense
        fallback={
          <div role="status" aria-label={words.loadingEditor(label)} className="overflow-hidden rounded-xl border border-stone-300 bg-white">
            <div className="h-11 border-b border-stone-200 bg-stone-50" />
            <Skeleton className="m-3 h-4 w-2/3 rounded-md" />
            <div style={{ height: Math.max(0, minHeight - 40) }} />
          </div>
        }
      >
        <RichTextEditor value={value} onChange={onValue} labelId={labelId} describedBy={describedBy} invalid={Boolean(error)} minHeight={minHeight} />
      </Suspense>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
