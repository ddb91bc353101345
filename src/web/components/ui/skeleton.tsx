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

/** A host's page while it loads: its title, a row of `cards` summary cards (laid out by `cardsClassName`) and a table, announced as busy (`label`). */
export function SummaryPageSkeleton({ label, cards, cardsClassName }: { label: string; cards: number; cardsClassName: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="grid gap-6">
      <Skeleton className="h-10 w-2/3" />
      <div className={cn('grid grid-cols-2 gap-3', cardsClassName)}>
        {Array.from({ length: cards }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
