import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export const inputClasses =
  'block w-full min-h-10 rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-xs ' +
  'transition-colors placeholder:text-stone-500 hover:border-stone-400 sm:text-sm ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600 ' +
  'disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 ' +
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600 ' +
  'file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-800';

/** A text input; React 19 passes `ref` as an ordinary prop. */
export function Input({ className, type = 'text', ref, ...props }: ComponentProps<'input'>) {
  return <input ref={ref} type={type} className={cn(inputClasses, className)} {...props} />;
}
