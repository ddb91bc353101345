import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/** A pulsing grey block standing in for content that is loading (decorative: label the container). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-stone-200/80', className)} {...props} />;
}

/** `count` skeleton rows, announced as one status (`label`, e.g. 'Loading templates'). */
export function SkeletonRows({ label, count, rowClassName }: { label: string; count: number; rowClassName: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-2">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}

/** A grid (`className`) of `count` copies of a card's skeleton (`children`), announced as busy (`label`). */
export function SkeletonGrid({ label, count, className, children }: { label: string; count: number; className?: string; children: ReactNode }) {
  return (
    <ul aria-busy="true" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>{children}</li>
      ))}
    </ul>
  );
}
