import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Field } from '@web/components/ui/field';
import { Input, inputClasses } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Options, Select } from '@web/components/ui/select';
import { TextField as AppTextField } from '@web/components/ui/text-field';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

/*
 * The editor's form controls: thin wrappers over the UI kit's Field so each has its label, hint and
 * error wired for assistive technology. All controlled; `onValue` gets the new value.
 */

interface Common {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  className?: string;
}

export function TextField({ onValue, ...props }: Common & Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'className' | 'required'> & { value: string; onValue: (value: string) => void }) {
  // The app's one TextField (Field around Input), controlled through `onValue`.
  return <AppTextField {...props} onChange={(event) => onValue(event.target.value)} />;
}

export function TextAreaField({
  label,
  hint,
  error,
  required,
  className,
  value,
  onValue,
  ...props
}: Common & Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'className'> & { value: string; onValue: (value: string) => void }) {
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className}>
      <textarea {...props} value={value} onChange={(event) => onValue(event.target.value)} className={cn(inputClasses, 'min-h-24 resize-y')} />
    </Field>
  );
}

export function SelectField<T extends string>({
  label,
  hint,
  error,
  className,
  value,
  onValue,
  options,
}: Common & { value: T; onValue: (value: T) => void; options: readonly { value: T; label: string }[] }) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onValue(event.target.value as T)}>
          <Options options={options} />
        </Select>
      )}
    </Field>
  );
}

/** An on/off switch (role="switch"), its label beside it. */
export function Toggle({
  label,
  description,
  checked,
  onChange,
  className,
  disabled,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-start justify-between gap-4 py-1', className)}>
      <div className="min-w-0">
        <Label htmlFor={id} className="cursor-pointer">
          {label}
        </Label>
        {description && (
          <p id={`${id}-d`} className="text-sm text-stone-600">
            {description}
          </p>
        )}
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={description ? `${id}-d` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50',
          checked ? 'bg-brand-600' : 'bg-stone-400',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-6' : 'translate-x-1')}
        />
      </button>
    </div>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour: the platform's picker plus the hex text (typed values apply once they are complete). */
export function ColorField({ label, value, onValue, className, hint }: { label: string; value: string; onValue: (value: string) => void; className?: string; hint?: ReactNode }) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  const words = useWords('editor').fields;
  if (value !== shown) {
    // Changed from elsewhere (the picker, a template): show it.
    setShown(value);
    setTyped(value);
  }
  const valid = HEX.test(typed);
  return (
    <Field label={label} hint={hint} error={valid ? undefined : words.colourHint} className={className}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={words.pickColour(label)}
            value={HEX.test(value) ? value.toLowerCase() : '#000000'}
            onChange={(event) => onValue(event.target.value)}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-stone-300 bg-white p-1"
          />
          <Input
            {...control}
            value={typed}
            spellCheck={false}
            autoComplete="off"
            maxLength={7}
            className="font-mono uppercase"
            onChange={(event) => {
              const next = event.target.value.trim();
              setTyped(next);
              if (HEX.test(next)) onValue(next.toLowerCase());
            }}
          />
        </div>
      )}
    </Field>
  );
}

/** A slider with its value shown (product.md §9: positions −100..100, margins 0..50, music start 0..300, step 1). */
export function RangeField({
  label,
  value,
  min,
  max,
  step = 1,
  unit = '',
  onValue,
  className,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onValue: (value: number) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <output htmlFor={id} className="font-mono text-sm tabular-nums text-stone-700">
          {value}
          {unit}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onValue(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-brand-600"
      />
    </div>
  );
}

/** A titled group of fields inside a step. */
export function FormSection({ title, description, children, actions }: { title: string; description?: ReactNode; children: ReactNode; actions?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={id} className="font-serif text-lg font-semibold text-stone-900">
            {title}
          </h3>
          {description && <p className="text-sm text-stone-600">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
