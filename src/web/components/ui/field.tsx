import { cloneElement, isValidElement, useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Label } from './label';

/** What Field gives its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id; generated when left out. */
  id?: string;
  hint?: ReactNode;
  /** An error message; when present the control is marked aria-invalid. */
  error?: ReactNode;
  /** Shows a required marker and sets aria-required (validation stays with the form). */
  required?: boolean;
  className?: string;
  /**
   * The control: either one element (it receives id and the aria attributes) or a function
   * that is given them, e.g. `{(control) => <Input {...control} />}`.
   */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
}

/** A label, its control, an optional hint and an error message, wired together for assistive technology. */
export function Field({ label, id, hint, error, required = false, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };

  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else if (isValidElement(children)) {
    const own = children.props['aria-describedby'];
    const merged = [own, control['aria-describedby']].filter(Boolean).join(' ') || undefined;
    rendered = cloneElement(children, { ...control, 'aria-describedby': merged });
  } else {
    rendered = children;
  }

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {rendered}
      <FieldNotes hint={hint} hintId={hintId} error={hasError ? error : undefined} errorId={errorId} />
    </div>
  );
}

/** The marker after a required field's label (aria-required says it to assistive technology). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-brand-700">
      *
    </span>
  );
}

/** A field's hint and error message under its control, with the ids the control is described by. */
export function FieldNotes({ hint, hintId, error, errorId }: { hint?: ReactNode; hintId: string; error?: ReactNode; errorId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}
