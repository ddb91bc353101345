import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';
import { Button } from './button';

/*
 * What a list shows besides its rows (product.md §9): a message when it is empty, and a way to try
 * again when it could not be loaded (its skeletons while it loads are in ./skeleton).
 */

/** An empty list's message in a dashed box: an icon, the message and what to do next (`children`). */
export function EmptyState({
  icon: Icon,
  title,
  compact = false,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'title'> & { icon?: LucideIcon; title: ReactNode; compact?: boolean }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center border border-dashed border-stone-300 bg-white text-center',
        compact ? 'gap-2 rounded-xl px-4 py-8' : 'gap-3 rounded-2xl px-6 py-14',
        className,
      )}
      {...props}
    >
      {Icon && <Icon aria-hidden="true" className={cn('text-stone-400', compact ? 'size-8' : 'size-10')} strokeWidth={1.5} />}
      <p className={cn('font-medium text-stone-800', compact ? 'text-sm' : 'text-lg')}>{title}</p>
      {children}
    </div>
  );
}

/** A one-line empty message in a dashed box (the admin's and the payment lists). */
export function EmptyNote({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700', className)} {...props} />;
}

/** A failed load's message (`children`) with Try again, announced as an alert. */
export function RetryAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const words = useWords('ui');
  return (
    <p role="alert" className="text-red-700">
      {children}{' '}
      <button type="button" className="cursor-pointer font-medium underline" onClick={onRetry}>
        {words.tryAgain}
      </button>
    </p>
  );
}

/**
 * A host's page for an invitation that is not there or not theirs (the server answers 404 for both,
 * so ids cannot be probed): the one message, announced as an alert.
 */
export function InvitationNotFound({ heading: Heading = 'h1' }: { heading?: 'h1' | 'h2' }) {
  const words = useWords('ui').invitationNotFound;
  return (
    <div role="alert" className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center">
      <Heading className="font-serif text-2xl text-stone-900">{words.title}</Heading>
      <p className="mt-2 text-stone-700">{words.text}</p>
    </div>
  );
}

/** A page whose data could not be loaded: the message (`children`) and a Try again button, announced as an alert. */
export function LoadFailedPanel({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const words = useWords('ui');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="font-medium text-red-800">{children}</p>
      <Button variant="outline" onClick={onRetry}>
        {words.tryAgain}
      </Button>
    </div>
  );
}
