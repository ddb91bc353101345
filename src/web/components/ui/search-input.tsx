import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';
import { Input } from './input';

/** A search box: the input with its magnifier (the caller keeps the label, linked by `id`). */
export function SearchInput({ className, ...props }: Omit<ComponentProps<typeof Input>, 'type'>) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500" />
      <Input type="search" autoComplete="off" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
