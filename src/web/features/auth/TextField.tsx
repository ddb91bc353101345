import type { ComponentProps } from 'react';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

/** A labelled input with its hint and error wired for screen readers. */
export function TextField({ id, label, error, hint, ...props }: ComponentProps<'input'> & { id: string; label: string; error?: string; hint?: string }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
