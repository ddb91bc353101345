import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-xl border border-stone-200 bg-white text-stone-900 shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-5 sm:p-6', className)} {...props} />;
}

type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4';

export function CardTitle({ className, as: Heading = 'h3', ...props }: ComponentProps<'h3'> & { as?: HeadingLevel }) {
  return (
    <Heading
      className={cn('font-serif text-xl font-semibold leading-tight tracking-tight text-stone-900', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-stone-600', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-5 pb-5 sm:px-6 sm:pb-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-3 border-t border-stone-100 px-5 py-4 sm:px-6', className)}
      {...props}
    />
  );
}
