import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A file input with the app's button for choosing a file (uploads of receipts, gift and divider images). */
export function FileInput({ className, ref, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      ref={ref}
      type="file"
      className={cn(
        'block w-full cursor-pointer text-sm text-stone-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-800 disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
