import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { inputClasses } from './input';

/**
 * A styled native <select>: the platform's own picker is the most usable one on phones and with
 * screen readers, and it costs no JavaScript.
 */
export function Select({ className, children, ref, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select ref={ref} className={cn(inputClasses, 'cursor-pointer appearance-none pr-10', className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-stone-500" />
    </div>
  );
}

/** A Select's <option>s from a list of values and their labels. */
export function Options<T extends string>({ options }: { options: readonly { value: T; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

/** `{ value, label }` pairs (for Options or a SelectField) from a list of values and their labels. */
export function labelledOptions<T extends string>(values: readonly T[], labels: Record<T, string>): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** A Select's <option>s from a list of values, each shown by its label. */
export function LabelledOptions<T extends string>({ values, labels }: { values: readonly T[]; labels: Record<T, string> }) {
  return <Options options={labelledOptions(values, labels)} />;
}
