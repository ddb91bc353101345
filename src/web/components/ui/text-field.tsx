import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'className' | 'required'> {
  label: ReactNode;
  hint?: ReactNode;
  /** An error message; when present the input is marked aria-invalid and described by it. */
  error?: string;
  /** Shows Field's required marker and sets aria-required (validation stays with the form's schema). */
  required?: boolean;
  className?: string;
}

/**
 * The app's one labelled text input: Field (label, hint, error, aria wiring) around Input. Works
 * uncontrolled with react-hook-form (`{...register('email')}`: name, onChange, onBlur, ref) or
 * controlled (value, onChange).
 */
export function TextField({ label, hint, error, required, className, id, ...props }: TextFieldProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} required={required} className={className}>
      <Input {...props} />
    </Field>
  );
}
