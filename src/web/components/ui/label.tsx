import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-stone-800', className)} {...props} />;
}
