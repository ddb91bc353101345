import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** A pulsing grey block standing in for content that is loading (decorative: label the container). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-stone-200/80', className)} {...props} />;
}
